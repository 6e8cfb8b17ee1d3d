import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const interiorDesign = {
  name: 'Interior Design',
  cardLabel: 'Interior Design',
  slug: 'interior-design',
  icon: 'Sofa',
  aliases: [],
  description: 'Design consultations, modular kitchens, wardrobes, false ceilings and decor.',
  subCategories: [
    subCategory('Design Consultation', [
      issue('Site measurement', 499, 1499),
      issue('Designer consultation', 1500, 5000),
      issue('3D design per room', 3000, 12000),
      issue('Space planning', 2000, 8000),
      issue('Full home design (2 BHK)', 25000, 75000),
    ]),
    subCategory('Modular Kitchen', [
      issue('Modular kitchen', 1200, 2800, 'sq ft'),
      issue('Granite or quartz countertop', 180, 650, 'sq ft'),
      issue('Tall pantry unit', 20000, 60000),
      issue('Kitchen backsplash', 120, 400, 'sq ft'),
    ]),
    subCategory('Wardrobes & Storage', [
      issue('Hinged wardrobe', 1100, 2400, 'sq ft'),
      issue('Sliding wardrobe', 1300, 2800, 'sq ft'),
      issue('Walk-in wardrobe', 45000, 100000),
      issue('TV unit', 12000, 45000),
      issue('Crockery unit', 15000, 50000),
    ]),
    subCategory('False Ceiling', [
      issue('Gypsum false ceiling', 75, 140, 'sq ft'),
      issue('POP false ceiling', 60, 120, 'sq ft'),
      issue('PVC false ceiling', 70, 150, 'sq ft'),
      issue('Wooden ceiling', 200, 450, 'sq ft'),
      issue('False ceiling repair', 999, 3999),
    ]),
    subCategory('Furnishing & Decor', [
      issue('Curtains and blinds', 80, 250, 'sq ft'),
      issue('Wall decor and art styling', 4999, 24999),
      issue('Single room makeover', 35000, 100000),
      issue('Furniture selection and sourcing', 2999, 9999),
    ]),
  ],
} satisfies CatalogueCategory;
