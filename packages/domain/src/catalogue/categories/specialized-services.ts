import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const specializedServices = {
  name: 'Specialized Services',
  cardLabel: 'Specialized Services',
  slug: 'specialized-services',
  icon: 'Star',
  aliases: [],
  description: 'Car and bike care, solar and EV, computers and expert home inspections.',
  subCategories: [
    subCategory('Car Care', [
      issue('Car wash at home', 399, 799),
      issue('Car interior deep cleaning', 1499, 3499),
      issue('Car polishing', 1499, 3999),
      issue('Car detailing', 2999, 7999),
      issue('Car AC disinfection', 799, 1499),
      issue('Ceramic coating', 14999, 45000),
    ]),
    subCategory('Bike Care', [
      issue('Bike wash at doorstep', 199, 399),
      issue('Bike general service', 499, 1199),
      issue('Brake or clutch repair', 249, 999),
      issue('Chain set replacement', 799, 1999),
    ]),
    subCategory('Solar & EV', [
      issue('Solar panel cleaning', 499, 1499),
      issue('Solar water heater service', 799, 1999),
      issue('Solar inverter repair', 999, 3999),
      issue('EV charger installation', 2999, 9999),
      issue('Rooftop solar installation (1 kW)', 50000, 75000),
    ]),
    subCategory('Computer & Laptop', [
      issue('Laptop or desktop service', 499, 1499),
      issue('OS installation', 499, 999),
      issue('Data recovery', 1499, 9999),
      issue('Laptop screen replacement', 3499, 12999),
      issue('Printer repair', 499, 1999),
    ]),
    subCategory('Home Inspection', [
      issue('Electrical safety audit', 1499, 4999),
      issue('Seepage inspection (thermal)', 2499, 6999),
      issue('Pre-purchase home inspection', 4999, 14999),
      issue('Structural audit', 9999, 49999),
    ]),
  ],
} satisfies CatalogueCategory;
