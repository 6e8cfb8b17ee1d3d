import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const electrical = {
  name: 'Electrical',
  cardLabel: 'Electrical',
  slug: 'electrical',
  icon: 'Zap',
  aliases: [],
  description: 'Switches, fans, lights, wiring and power backup fixed by verified electricians.',
  subCategories: [
    subCategory('Switches & Sockets', [
      issue('Switch or socket replacement', 149, 299, 'point'),
      issue('Switchboard repair', 199, 499),
      issue('New switchboard installation', 349, 899),
      issue('Modular switch upgrade', 199, 449, 'point'),
      issue('USB charging socket installation', 299, 699),
      issue('Doorbell installation or repair', 199, 499),
    ]),
    subCategory('Fans', [
      issue('Ceiling fan installation', 199, 399),
      issue('Fan not running or running slow', 249, 699),
      issue('Fan regulator replacement', 149, 399),
      issue('Capacitor replacement', 199, 399),
      issue('Exhaust fan installation', 249, 599),
      issue('Decorative fan installation', 499, 1499),
    ]),
    subCategory('Lights', [
      issue('Light or tube installation', 149, 299, 'unit'),
      issue('LED panel installation', 199, 449, 'unit'),
      issue('Chandelier installation', 599, 2499),
      issue('Cove or strip light installation', 799, 3499),
      issue('Outdoor or garden lighting', 499, 1999),
    ]),
    subCategory('Wiring', [
      issue('New wiring point', 349, 799, 'point'),
      issue('Short circuit troubleshooting', 299, 1499),
      issue('Concealed wiring repair', 699, 2499),
      issue('Earthing installation', 1499, 4500),
      issue('Full home rewiring (2-3 BHK)', 35000, 100000),
    ]),
    subCategory('MCB & Distribution Board', [
      issue('Frequent tripping diagnosis', 299, 999),
      issue('MCB replacement', 249, 699),
      issue('RCCB or ELCB installation', 1499, 3499),
      issue('Distribution board installation', 1499, 4499),
      issue('Meter shifting', 1499, 3999),
    ]),
    subCategory('Inverter & Stabilizer', [
      issue('Inverter installation', 499, 999),
      issue('Inverter repair', 499, 2499),
      issue('Inverter battery replacement (with battery)', 9000, 18000),
      issue('Separate inverter wiring', 1499, 4999),
      issue('Stabilizer installation', 299, 699),
    ]),
  ],
} satisfies CatalogueCategory;
