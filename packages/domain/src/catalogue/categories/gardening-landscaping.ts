import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const gardeningLandscaping = {
  name: 'Gardening & Landscaping',
  cardLabel: 'Gardening & Landscaping',
  slug: 'gardening-landscaping',
  icon: 'Sprout',
  aliases: [],
  description: 'Garden upkeep, plant care, lawns, terrace gardens and irrigation.',
  subCategories: [
    subCategory('Garden Maintenance', [
      issue('Gardener visit', 399, 799),
      issue('Monthly garden care (4 visits)', 1499, 3999),
      issue('Lawn mowing', 499, 1499),
      issue('Hedge trimming', 499, 1499),
      issue('Weeding and soil loosening', 399, 999),
    ]),
    subCategory('Plant Care & Potting', [
      issue('Repotting', 149, 399, 'unit'),
      issue('Fertiliser and plant nutrition', 299, 799),
      issue('Plant pest treatment', 399, 999),
      issue('Balcony garden setup', 2999, 14999),
    ]),
    subCategory('Lawn & Landscaping', [
      issue('Natural lawn laying', 35, 70, 'sq ft'),
      issue('Artificial grass installation', 45, 120, 'sq ft'),
      issue('Garden pathway and pebbles', 80, 200, 'sq ft'),
      issue('Landscape design consultation', 2999, 9999),
    ]),
    subCategory('Terrace & Vertical Gardens', [
      issue('Terrace garden setup', 150, 400, 'sq ft'),
      issue('Vertical garden', 500, 1200, 'sq ft'),
      issue('Kitchen garden setup', 2999, 9999),
      issue('Hydroponic system setup', 4999, 24999),
    ]),
    subCategory('Trees & Irrigation', [
      issue('Tree trimming', 999, 4999),
      issue('Tree removal', 2499, 14999),
      issue('Drip irrigation installation', 2499, 9999),
      issue('Sprinkler system installation', 4999, 19999),
      issue('Automatic water timer', 999, 2999),
    ]),
  ],
} satisfies CatalogueCategory;
