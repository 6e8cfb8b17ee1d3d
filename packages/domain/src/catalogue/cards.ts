import type { CatalogueCategory, PriceUnit } from './types.ts';

/**
 * The 13 categories as the landing page's cards show them, and the hero's example price: the
 * same texts and figures as CATALOGUE (catalogue.test.ts keeps them equal), without the whole
 * catalogue, which the landing page would otherwise download (docs/performance.md).
 */
export const CATEGORY_CARDS: readonly Pick<
  CatalogueCategory,
  'slug' | 'icon' | 'cardLabel' | 'description'
>[] = [
  {
    slug: 'appliances',
    icon: 'Refrigerator',
    cardLabel: 'Appliances',
    description: 'Service, repair and installation of ACs, fridges, washing machines and more.',
  },
  {
    slug: 'electrical',
    icon: 'Zap',
    cardLabel: 'Electrical',
    description: 'Switches, fans, lights, wiring and power backup fixed by verified electricians.',
  },
  {
    slug: 'plumbing',
    icon: 'Droplets',
    cardLabel: 'Plumbing',
    description: 'Leaks, blockages, fittings and water tanks handled by trained plumbers.',
  },
  {
    slug: 'carpentry',
    icon: 'Hammer',
    cardLabel: 'Carpentry',
    description: 'Door, furniture and cabinet repairs, assembly and custom woodwork.',
  },
  {
    slug: 'cleaning',
    icon: 'Sparkles',
    cardLabel: 'Cleaning',
    description: 'Deep cleaning for homes, kitchens, bathrooms, sofas and offices.',
  },
  {
    slug: 'painting-renovation',
    icon: 'PaintRoller',
    cardLabel: 'Painting & Renovation',
    description: 'Painting, waterproofing, flooring and wall makeovers, priced by area.',
  },
  {
    slug: 'pest-control',
    icon: 'Bug',
    cardLabel: 'Pest Control',
    description: 'Odourless, family-safe treatments for cockroaches, termites, bed bugs and more.',
  },
  {
    slug: 'security-automation',
    icon: 'ShieldCheck',
    cardLabel: 'Security & Automation',
    description: 'CCTV, smart locks, door phones and smart home setup.',
  },
  {
    slug: 'moving-storage',
    icon: 'Truck',
    cardLabel: 'Moving & Leasing',
    description: 'Packers and movers, vehicle transport, storage and furniture rental.',
  },
  {
    slug: 'gardening-landscaping',
    icon: 'Sprout',
    cardLabel: 'Gardening & Landscaping',
    description: 'Garden upkeep, plant care, lawns, terrace gardens and irrigation.',
  },
  {
    slug: 'interior-design',
    icon: 'Sofa',
    cardLabel: 'Interior Design',
    description: 'Design consultations, modular kitchens, wardrobes, false ceilings and decor.',
  },
  {
    slug: 'repairs-installation',
    icon: 'Wrench',
    cardLabel: 'Repairs and Installation',
    description:
      'Handyman jobs, fixture and appliance fitting, grills, gas lines and vehicle fixes.',
  },
  {
    slug: 'specialized-services',
    icon: 'Star',
    cardLabel: 'Specialized Services',
    description: 'Car and bike care, solar and EV, computers and expert home inspections.',
  },
];

/** The landing page's example: a real catalogue entry and its price range. */
export const HERO_EXAMPLE: {
  category: string;
  subCategory: string;
  icon: string;
  issue: string;
  priceMin: number;
  priceMax: number;
  unit: PriceUnit;
} = {
  category: 'Plumbing',
  subCategory: 'Taps & Mixers',
  icon: 'Droplets',
  issue: 'Tap leakage',
  priceMin: 149,
  priceMax: 349,
  unit: 'job',
};
