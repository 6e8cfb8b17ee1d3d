import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const movingStorage = {
  name: 'Moving & Storage',
  cardLabel: 'Moving & Leasing',
  slug: 'moving-storage',
  icon: 'Truck',
  aliases: ['Moving & Leasing'],
  description: 'Packers and movers, vehicle transport, storage and furniture rental.',
  subCategories: [
    subCategory('House Shifting Within City', [
      issue('Few items (mini move)', 1999, 4999),
      issue('1 BHK shifting', 5999, 12999),
      issue('2 BHK shifting', 8999, 18999),
      issue('3 BHK shifting', 12999, 27999),
      issue('4 BHK or villa shifting', 19999, 45000),
    ]),
    subCategory('Intercity Relocation', [
      issue('1 BHK relocation', 14999, 35000),
      issue('2 BHK relocation', 22000, 55000),
      issue('3 BHK relocation', 30000, 80000),
      issue('4 BHK or villa relocation', 45000, 100000),
    ]),
    subCategory('Vehicle Transport', [
      issue('Bike transport within city', 999, 2499),
      issue('Bike transport intercity', 3499, 8999),
      issue('Car transport within city', 1999, 4999),
      issue('Car transport intercity', 8999, 24999),
    ]),
    subCategory('Packing & Labour', [
      issue('Packing only', 1999, 5999),
      issue('Loading and unloading helper', 299, 499, 'hour'),
      issue('Unpacking and arrangement', 1499, 4999),
      issue('Fragile item crating', 999, 3999),
    ]),
    subCategory('Storage', [
      issue('Household storage space (monthly)', 25, 60, 'sq ft'),
      issue('Pick-up to storage', 1499, 4999),
      issue('Vehicle storage (monthly)', 1999, 4999),
      issue('Document storage (monthly)', 999, 3999),
    ]),
    subCategory('Furniture & Appliance Leasing', [
      issue('Furniture rental (monthly)', 499, 2999, 'unit'),
      issue('Appliance rental (monthly)', 399, 1999, 'unit'),
      issue('Home setup package (monthly)', 2499, 7999),
      issue('Rental delivery and installation', 299, 999),
    ]),
  ],
} satisfies CatalogueCategory;
