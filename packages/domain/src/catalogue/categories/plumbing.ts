import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const plumbing = {
  name: 'Plumbing',
  cardLabel: 'Plumbing',
  slug: 'plumbing',
  icon: 'Droplets',
  aliases: [],
  description: 'Leaks, blockages, fittings and water tanks handled by trained plumbers.',
  subCategories: [
    subCategory('Taps & Mixers', [
      issue('Tap leakage', 149, 349),
      issue('Tap replacement', 199, 449),
      issue('Mixer installation', 349, 799),
      issue('Wall mixer repair', 399, 999),
      issue('Shower installation', 299, 699),
      issue('Health faucet installation', 199, 449),
    ]),
    subCategory('Toilets & Sanitaryware', [
      issue('Flush tank repair', 299, 799),
      issue('Concealed cistern repair', 899, 2499),
      issue('Toilet blockage', 399, 1199),
      issue('Toilet seat cover replacement', 249, 599),
      issue('Western toilet installation', 1499, 2999),
      issue('Wash basin installation', 799, 1799),
    ]),
    subCategory('Drainage & Blockage', [
      issue('Kitchen sink blockage', 299, 899),
      issue('Bathroom drain blockage', 299, 799),
      issue('Floor trap replacement', 399, 999),
      issue('Main sewer line cleaning', 1499, 4999),
      issue('Drain pipe replacement', 499, 1499),
    ]),
    subCategory('Water Tank & Motor', [
      issue('Overhead tank cleaning', 499, 1499),
      issue('Sump cleaning', 999, 2999),
      issue('Float valve replacement', 249, 599),
      issue('Water motor installation', 599, 1499),
      issue('Water motor repair', 799, 2499),
      issue('Pressure pump installation', 1499, 3499),
    ]),
    subCategory('Pipes & Leakage', [
      issue('Exposed pipe leakage', 249, 899),
      issue('Concealed pipe leak detection and repair', 1499, 4999),
      issue('New water line', 399, 999, 'point'),
      issue('Washing machine inlet or outlet', 199, 449),
      issue('Bathroom CPVC pipeline replacement', 4999, 14999),
    ]),
    subCategory('Bathroom Fittings', [
      issue('Bathroom accessory installation', 149, 349, 'unit'),
      issue('Mirror installation', 199, 499),
      issue('Geyser connection', 349, 799),
      issue('Full bathroom fittings set', 1499, 3999),
    ]),
  ],
} satisfies CatalogueCategory;
