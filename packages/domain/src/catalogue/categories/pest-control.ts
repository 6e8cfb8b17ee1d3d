import { issue, subCategory } from '../helpers.ts';
import type { CatalogueCategory } from '../types.ts';

export const pestControl = {
  name: 'Pest Control',
  cardLabel: 'Pest Control',
  slug: 'pest-control',
  icon: 'Bug',
  aliases: [],
  description: 'Odourless, family-safe treatments for cockroaches, termites, bed bugs and more.',
  subCategories: [
    subCategory('Cockroach Control', [
      issue('Kitchen-only gel treatment', 599, 999),
      issue('1 BHK cockroach treatment', 899, 1299),
      issue('2 BHK cockroach treatment', 1099, 1599),
      issue('3 BHK cockroach treatment', 1299, 1999),
      issue('Spray and gel combo', 1299, 2499),
    ]),
    subCategory('Termite Control', [
      issue('Drill-fill-seal treatment', 2999, 9999),
      issue('Pre-construction anti-termite', 6, 12, 'sq ft'),
      issue('Wood borer treatment', 1499, 4999),
      issue('Annual termite maintenance', 3999, 12999),
    ]),
    subCategory('Bed Bug Control', [
      issue('Mattress and sofa treatment', 999, 1799),
      issue('1 BHK bed bug treatment', 1499, 2499),
      issue('2 BHK bed bug treatment', 1999, 3499),
      issue('3 BHK bed bug treatment', 2499, 4499),
    ]),
    subCategory('Mosquito & Fly Control', [
      issue('Residential fogging', 999, 2499),
      issue('Larvicide treatment', 799, 1999),
      issue('Fly control', 899, 1999),
      issue('Society or campus fogging', 2999, 9999),
    ]),
    subCategory('Rodent Control', [
      issue('Rat baiting', 999, 1999),
      issue('Glue trap placement', 599, 1299),
      issue('Rodent proofing', 1999, 6999),
      issue('Commercial rodent maintenance', 4999, 14999),
    ]),
    subCategory('Other Pests', [
      issue('Ant control', 799, 1499),
      issue('Lizard control', 699, 1499),
      issue('Honeybee hive removal', 1499, 4999),
      issue('Home disinfection', 2, 5, 'sq ft'),
    ]),
  ],
} satisfies CatalogueCategory;
