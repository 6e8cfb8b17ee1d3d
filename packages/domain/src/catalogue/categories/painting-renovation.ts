import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const paintingRenovation = {
  name: 'Painting & Renovation',
  cardLabel: 'Painting & Renovation',
  slug: 'painting-renovation',
  icon: 'PaintRoller',
  aliases: [],
  description: 'Painting, waterproofing, flooring and wall makeovers, priced by area.',
  subCategories: [
    subCategory('Interior Painting', [
      issue('Full home interior painting', 18, 45, 'sq ft'),
      issue('Single room repaint', 6000, 18000),
      issue('Ceiling painting', 14, 30, 'sq ft'),
      issue('Wall putty and primer', 12, 25, 'sq ft'),
      issue('Texture wall painting', 60, 180, 'sq ft'),
      issue('Touch-up painting', 1500, 4999),
    ]),
    subCategory('Exterior Painting', [
      issue('Exterior wall painting', 22, 55, 'sq ft'),
      issue('Weatherproof coating', 30, 70, 'sq ft'),
      issue('Boundary wall painting', 15, 35, 'sq ft'),
      issue('Gate and grill painting', 20, 45, 'sq ft'),
    ]),
    subCategory('Waterproofing', [
      issue('Terrace waterproofing', 45, 110, 'sq ft'),
      issue('Wall dampness treatment', 35, 90, 'sq ft'),
      issue('Bathroom waterproofing', 8000, 25000),
      issue('Water tank waterproofing', 6000, 18000),
      issue('Basement waterproofing', 70, 150, 'sq ft'),
    ]),
    subCategory('Wood Polishing', [
      issue('Melamine polish', 120, 200, 'sq ft'),
      issue('PU polish', 250, 450, 'sq ft'),
      issue('Door polishing', 1499, 3999, 'unit'),
      issue('Furniture polishing', 1999, 7999),
    ]),
    subCategory('Flooring & Tiling', [
      issue('Floor tile installation (labour)', 35, 80, 'sq ft'),
      issue('Broken tile replacement', 249, 699, 'unit'),
      issue('Regrouting', 15, 40, 'sq ft'),
      issue('Laminate or wooden flooring', 90, 250, 'sq ft'),
      issue('Vinyl flooring', 70, 180, 'sq ft'),
    ]),
    subCategory('Wallpaper & Panelling', [
      issue('Wallpaper installation', 50, 150, 'sq ft'),
      issue('Wallpaper removal', 10, 25, 'sq ft'),
      issue('Stencil art', 40, 120, 'sq ft'),
      issue('PVC or WPC wall panelling', 150, 400, 'sq ft'),
    ]),
    subCategory('Civil Repairs', [
      issue('Wall crack filling', 999, 3999),
      issue('Wall plastering', 25, 60, 'sq ft'),
      issue('New brick wall', 120, 250, 'sq ft'),
      issue('Wall demolition', 30, 80, 'sq ft'),
    ]),
  ],
} satisfies CatalogueCategory;
