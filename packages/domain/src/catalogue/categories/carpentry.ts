import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const carpentry = {
  name: 'Carpentry',
  cardLabel: 'Carpentry',
  slug: 'carpentry',
  icon: 'Hammer',
  aliases: [],
  description: 'Door, furniture and cabinet repairs, assembly and custom woodwork.',
  subCategories: [
    subCategory('Doors', [
      issue('Door lock installation', 299, 799),
      issue('Hinge repair or replacement', 199, 499),
      issue('Jammed door alignment', 299, 799),
      issue('Door closer installation', 399, 999),
      issue('New door fitting with frame', 1499, 3999),
    ]),
    subCategory('Furniture Repair', [
      issue('Bed repair', 499, 1999),
      issue('Sofa frame repair', 799, 3999),
      issue('Chair or table repair', 299, 999),
      issue('Drawer channel replacement', 249, 599, 'unit'),
      issue('Wardrobe hinge repair', 199, 499),
    ]),
    subCategory('Furniture Assembly', [
      issue('Bed assembly', 799, 1999),
      issue('Wardrobe assembly', 999, 2999),
      issue('Study table assembly', 399, 999),
      issue('TV unit assembly', 599, 1499),
      issue('Furniture dismantling', 499, 1999),
    ]),
    subCategory('Cabinets & Wardrobes', [
      issue('Kitchen cabinet repair', 399, 1499),
      issue('Cabinet shutter replacement', 799, 2499, 'unit'),
      issue('Cabinet handle replacement', 149, 299, 'unit'),
      issue('Loft or storage shelf making', 800, 1800, 'sq ft'),
      issue('Custom wardrobe making', 1200, 2500, 'sq ft'),
    ]),
    subCategory('Windows & Shelves', [
      issue('Wooden window repair', 299, 999),
      issue('Curtain rod installation', 199, 449, 'unit'),
      issue('Wall shelf installation', 249, 699),
      issue('Blinds installation', 299, 799),
      issue('Mosquito net door or window', 1200, 3500),
    ]),
  ],
} satisfies CatalogueCategory;
