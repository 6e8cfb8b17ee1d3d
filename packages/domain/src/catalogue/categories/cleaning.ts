import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const cleaning = {
  name: 'Cleaning',
  cardLabel: 'Cleaning',
  slug: 'cleaning',
  icon: 'Sparkles',
  aliases: [],
  description: 'Deep cleaning for homes, kitchens, bathrooms, sofas and offices.',
  subCategories: [
    subCategory('Home Deep Cleaning', [
      issue('1 BHK deep cleaning', 3499, 4999),
      issue('2 BHK deep cleaning', 4499, 6499),
      issue('3 BHK deep cleaning', 5999, 8999),
      issue('Villa deep cleaning', 9999, 19999),
      issue('Move-in or move-out cleaning', 3999, 9999),
    ]),
    subCategory('Bathroom Cleaning', [
      issue('Bathroom deep cleaning', 499, 899, 'unit'),
      issue('Hard water stain removal', 699, 1299),
      issue('Tile and grout cleaning', 799, 1799),
      issue('Exhaust and fittings cleaning', 299, 599),
    ]),
    subCategory('Kitchen Cleaning', [
      issue('Kitchen deep cleaning', 1499, 2999),
      issue('Cabinet degreasing', 799, 1799),
      issue('Fridge cleaning', 399, 799),
      issue('Kitchen tile and slab degreasing', 699, 1499),
    ]),
    subCategory('Sofa & Carpet', [
      issue('Sofa shampooing', 399, 599, 'unit'),
      issue('Carpet shampooing', 18, 35, 'sq ft'),
      issue('Mattress cleaning', 799, 1799),
      issue('Dining chair cleaning', 149, 299, 'unit'),
      issue('Curtain cleaning at home', 199, 399, 'unit'),
    ]),
    subCategory('Floor & Window Cleaning', [
      issue('Floor scrubbing and polishing', 8, 20, 'sq ft'),
      issue('Marble polishing', 30, 60, 'sq ft'),
      issue('Window and glass cleaning', 999, 2499),
      issue('Balcony cleaning', 499, 1299),
    ]),
    subCategory('Office & Commercial', [
      issue('Office cleaning', 4, 10, 'sq ft'),
      issue('Post-construction cleaning', 8, 18, 'sq ft'),
      issue('Disinfection and sanitisation', 3, 6, 'sq ft'),
      issue('Shop or showroom cleaning', 2999, 9999),
    ]),
  ],
} satisfies CatalogueCategory;
