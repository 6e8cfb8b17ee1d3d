import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const repairsInstallation = {
  name: 'Repairs and Installation',
  cardLabel: 'Repairs and Installation',
  slug: 'repairs-installation',
  icon: 'Wrench',
  aliases: ['Repaires & Installation', 'Repairs & Installation'],
  description: 'Handyman jobs, fixture and appliance fitting, grills, gas lines and vehicle fixes.',
  subCategories: [
    subCategory('Handyman Services', [
      issue('Drilling and wall hanging', 149, 399),
      issue('Picture frame or mirror hanging', 149, 349, 'unit'),
      issue('Ceiling cloth hanger installation', 499, 1499),
      issue('Odd jobs', 299, 499, 'hour'),
    ]),
    subCategory('Appliance Installation', [
      issue('TV wall mounting', 399, 999),
      issue('Washing machine installation', 399, 699),
      issue('Water purifier installation', 399, 799),
      issue('Chimney installation', 799, 1499),
      issue('Dishwasher installation', 499, 999),
    ]),
    subCategory('Doors, Windows & Grills', [
      issue('Sliding window repair', 399, 1299),
      issue('Window channel or roller replacement', 249, 599, 'unit'),
      issue('Grill welding repair', 499, 1999),
      issue('Rolling shutter repair', 999, 3999),
      issue('Safety door installation', 1499, 3999),
    ]),
    subCategory('Gas Stove & Pipeline', [
      issue('Gas leak check', 199, 499),
      issue('Burner repair', 199, 599),
      issue('LPG pipeline installation', 1499, 4999),
      issue('Built-in hob installation', 499, 1199),
    ]),
    subCategory('Vehicle Repairs at Home', [
      issue('Puncture repair at doorstep', 149, 399),
      issue('Car battery jump-start', 399, 799),
      issue('Car battery replacement (with battery)', 3999, 12999),
      issue('Bike service at home', 499, 999),
      issue('Car service at home', 2499, 5999),
    ]),
  ],
} satisfies CatalogueCategory;
