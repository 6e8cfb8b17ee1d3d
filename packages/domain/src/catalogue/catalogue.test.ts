import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CATEGORY_CARDS,
  HERO_EXAMPLE,
  MAIN_CATEGORY_NAMES,
  PRICE_UNITS,
  SEARCH_CATEGORIES,
  SEARCH_CATEGORY_COVERAGE,
  SEARCH_CATEGORY_LABELS,
  canonicalMainCategory,
  findIssue,
  findSubCategory,
  formatPriceRange,
  formatRupees,
  mainCategoriesFor,
  searchCategoriesFor,
  toPublicCatalogue,
} from './index.ts';
import { deepFreeze } from './data.ts';

const EXPECTED_ORDER = [
  'Appliances',
  'Electrical',
  'Plumbing',
  'Carpentry',
  'Cleaning',
  'Painting & Renovation',
  'Pest Control',
  'Security & Automation',
  'Moving & Storage',
  'Gardening & Landscaping',
  'Interior Design',
  'Repairs and Installation',
  'Specialized Services',
];

const allIssues = CATALOGUE.flatMap((category) =>
  category.subCategories.flatMap((sub) =>
    sub.services.map((service) => ({ category: category.name, sub: sub.name, service })),
  ),
);

/** Parses '₹1,00,000' independently of the formatter, checking Indian digit grouping. */
function parseRupees(text: string): number {
  const match = /^₹(\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})$/.exec(text);
  if (match?.[1] === undefined) throw new Error(`Not an Indian-grouped rupee amount: ${text}`);
  return Number(match[1].replaceAll(',', ''));
}

describe('catalogue structure', () => {
  it('has the 13 main categories in display order', () => {
    expect(CATALOGUE.map((category) => category.name)).toEqual(EXPECTED_ORDER);
    expect([...MAIN_CATEGORY_NAMES]).toEqual(EXPECTED_ORDER);
  });

  it('gives every category at least 4 sub-categories with at least 4 issues each', () => {
    for (const category of CATALOGUE) {
      expect(category.subCategories.length, category.name).toBeGreaterThanOrEqual(4);
      for (const sub of category.subCategories) {
        expect(sub.services.length, `${category.name} / ${sub.name}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('includes the six required Appliances sub-categories', () => {
    const names = CATALOGUE[0]?.subCategories.map((sub) => sub.name) ?? [];
    for (const required of [
      'Air Conditioner',
      'Refrigerator',
      'Washing Machine',
      'Microwave',
      'Television',
      'Kitchen Appliances',
    ]) {
      expect(names).toContain(required);
    }
  });

  it('has unique names, slugs and issue names at every level', () => {
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size;
    expect(unique(CATALOGUE.map((c) => c.name))).toBe(13);
    expect(unique(CATALOGUE.map((c) => c.slug))).toBe(13);
    for (const category of CATALOGUE) {
      const subNames = category.subCategories.map((sub) => sub.name);
      expect(unique(subNames), category.name).toBe(subNames.length);
      for (const sub of category.subCategories) {
        const issueNames = sub.services.map((service) => service.issue);
        expect(unique(issueNames), `${category.name} / ${sub.name}`).toBe(issueNames.length);
      }
    }
  });

  it('gives every category card label, icon, slug and description', () => {
    for (const category of CATALOGUE) {
      expect(category.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(category.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(category.description.length).toBeGreaterThan(10);
      expect(category.description.length).toBeLessThanOrEqual(100);
      const expectedLabel =
        category.name === 'Moving & Storage' ? 'Moving & Leasing' : category.name;
      expect(category.cardLabel).toBe(expectedLabel);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CATALOGUE)).toBe(true);
    expect(Object.isFrozen(CATALOGUE[0]?.subCategories[0]?.services[0])).toBe(true);
  });
});

describe('prices', () => {
  it('keeps price_range in JSON and in copies (it is computed on first read)', () => {
    const tap = findIssue('Plumbing', 'Taps & Mixers', 'Tap leakage');
    expect(JSON.parse(JSON.stringify(tap))).toMatchObject({ price_range: '₹149 - ₹349' });
    expect({ ...tap }.price_range).toBe('₹149 - ₹349');
  });

  it('freezes the catalogue deeply without reading the price_range getters', () => {
    let reads = 0;
    const entry = deepFreeze({
      nested: { list: [{ n: 1 }] },
      get price_range() {
        reads += 1;
        return 'x';
      },
    });
    expect(reads).toBe(0);
    expect(Object.isFrozen(entry.nested.list[0])).toBe(true);
    expect(Object.isFrozen(CATALOGUE[0]!.subCategories[0]!.services[0])).toBe(true);
    expect(entry.price_range).toBe('x');
  });

  it('derives every price_range from its numbers, with min < max and all > 0', () => {
    for (const { category, sub, service } of allIssues) {
      const where = `${category} / ${sub} / ${service.issue}`;
      expect(PRICE_UNITS, where).toContain(service.unit);
      expect(Number.isInteger(service.priceMin), where).toBe(true);
      expect(Number.isInteger(service.priceMax), where).toBe(true);
      expect(service.priceMin, where).toBeGreaterThan(0);
      expect(service.priceMin, where).toBeLessThan(service.priceMax);
      expect(service.price_range, where).toBe(
        formatPriceRange(service.priceMin, service.priceMax, service.unit),
      );

      const match = /^(₹[\d,]+) - (₹[\d,]+)(?: per (sq ft|hour|point|unit))?$/.exec(
        service.price_range,
      );
      expect(match, where).not.toBeNull();
      expect(parseRupees(match?.[1] ?? ''), where).toBe(service.priceMin);
      expect(parseRupees(match?.[2] ?? ''), where).toBe(service.priceMax);
      expect(match?.[3] ?? 'job', where).toBe(service.unit);
    }
  });

  it('spans roughly ₹150 to ₹1,00,000 per job', () => {
    const jobs = allIssues.map(({ service }) => service).filter((s) => s.unit === 'job');
    const lowest = Math.min(...jobs.map((s) => s.priceMin));
    const highest = Math.max(...allIssues.map(({ service }) => service.priceMax));
    expect(lowest).toBeGreaterThanOrEqual(149);
    expect(lowest).toBeLessThanOrEqual(199);
    expect(highest).toBe(100000);
  });

  it('keeps the anchor prices the spec and brief quote', () => {
    expect(findIssue('Appliances', 'Air Conditioner', 'Gas refill')?.price_range).toBe(
      '₹2,000 - ₹3,500',
    );
    expect(findIssue('Plumbing', 'Taps & Mixers', 'Tap leakage')?.price_range).toBe('₹149 - ₹349');
    expect(
      findIssue('Painting & Renovation', 'Interior Painting', 'Full home interior painting'),
    ).toMatchObject({ unit: 'sq ft', price_range: '₹18 - ₹45 per sq ft' });
  });
});

describe('formatting', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(150)).toBe('₹150');
    expect(formatRupees(2000)).toBe('₹2,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(499.6)).toBe('₹500');
  });

  it('formats ranges with their unit', () => {
    expect(formatPriceRange(299, 799)).toBe('₹299 - ₹799');
    expect(formatPriceRange(18, 45, 'sq ft')).toBe('₹18 - ₹45 per sq ft');
    expect(formatPriceRange(35000, 100000, 'job')).toBe('₹35,000 - ₹1,00,000');
    expect(formatPriceRange(299, 499, 'hour')).toBe('₹299 - ₹499 per hour');
    expect(formatPriceRange(500, 500, 'point')).toBe('₹500 per point');
  });
});

describe('names and aliases', () => {
  it('resolves aliases and card labels to the canonical name', () => {
    expect(canonicalMainCategory('Moving & Leasing')).toBe('Moving & Storage');
    expect(canonicalMainCategory('Repaires & Installation')).toBe('Repairs and Installation');
    expect(canonicalMainCategory('Repairs & Installation')).toBe('Repairs and Installation');
    expect(canonicalMainCategory('  moving &  leasing ')).toBe('Moving & Storage');
    expect(canonicalMainCategory('PEST CONTROL')).toBe('Pest Control');
    expect(canonicalMainCategory('pest-control')).toBe('Pest Control');
    expect(canonicalMainCategory('Plumbers')).toBeUndefined();
    expect(canonicalMainCategory('')).toBeUndefined();
  });

  it('maps every canonical name and alias back to itself', () => {
    for (const category of CATALOGUE) {
      expect(canonicalMainCategory(category.name)).toBe(category.name);
      expect(canonicalMainCategory(category.cardLabel)).toBe(category.name);
      for (const alias of category.aliases) {
        expect(canonicalMainCategory(alias)).toBe(category.name);
      }
    }
    expect(CATALOGUE.find((c) => c.name === 'Moving & Storage')?.aliases).toEqual([
      'Moving & Leasing',
    ]);
    expect(CATALOGUE.find((c) => c.name === 'Repairs and Installation')?.aliases).toEqual([
      'Repaires & Installation',
      'Repairs & Installation',
    ]);
  });

  it('finds sub-categories and issues through aliases, case-insensitively', () => {
    expect(findSubCategory('moving & leasing', 'storage')?.name).toBe('Storage');
    expect(findSubCategory('Appliances', 'Dishwasher')).toBeUndefined();
    expect(findIssue('appliances', ' air conditioner ', 'GAS REFILL')?.priceMin).toBe(2000);
    expect(findIssue('Unknown', 'Air Conditioner', 'Gas refill')).toBeUndefined();
  });

  it('answers the public shape in display order, as a copy', () => {
    const pub = toPublicCatalogue();
    expect(pub.map((c) => c.name)).toEqual(EXPECTED_ORDER);
    const first = pub[0]?.subCategories[0]?.services[0];
    expect(first).toEqual({
      issue: 'AC service (split or window)',
      price_range: '₹499 - ₹899',
      priceMin: 499,
      priceMax: 899,
      unit: 'job',
    });
    expect(Object.keys(pub[0] ?? {}).sort()).toEqual(
      ['aliases', 'cardLabel', 'description', 'icon', 'name', 'slug', 'subCategories'].sort(),
    );
    pub[0]?.subCategories.pop();
    expect(CATALOGUE[0]?.subCategories.length).toBe(toPublicCatalogue()[0]?.subCategories.length);
  });
});

describe('search categories', () => {
  it('lists the 9 search categories in order, each with a label', () => {
    expect([...SEARCH_CATEGORIES]).toEqual([
      'electronics',
      'appliances',
      'plumbing',
      'electrical',
      'carpentry',
      'painting',
      'automotive',
      'hvac',
      'other',
    ]);
    expect(Object.keys(SEARCH_CATEGORY_LABELS).sort()).toEqual([...SEARCH_CATEGORIES].sort());
    expect(SEARCH_CATEGORY_LABELS.hvac).toBe('AC & HVAC');
    expect(SEARCH_CATEGORY_LABELS.other).toBe('Other Services');
  });

  it('serves every main category and every sub-category with at least one search category', () => {
    for (const category of CATALOGUE) {
      expect(searchCategoriesFor(category.name).length, category.name).toBeGreaterThanOrEqual(1);
      for (const sub of category.subCategories) {
        expect(
          searchCategoriesFor(category.name, sub.name).length,
          `${category.name} / ${sub.name}`,
        ).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('names only real main and sub-categories in the coverage table', () => {
    for (const rule of SEARCH_CATEGORY_COVERAGE) {
      expect(canonicalMainCategory(rule.mainCategory)).toBe(rule.mainCategory);
      for (const sub of rule.subCategories ?? []) {
        expect(findSubCategory(rule.mainCategory, sub)?.name, sub).toBe(sub);
      }
    }
  });

  it('gives every search category at least one main category', () => {
    for (const search of SEARCH_CATEGORIES) {
      expect(mainCategoriesFor(search).length, search).toBeGreaterThanOrEqual(1);
    }
  });

  it('serves Air Conditioner but not Refrigerator from hvac', () => {
    expect(searchCategoriesFor('Appliances', 'Air Conditioner')).toContain('hvac');
    expect(searchCategoriesFor('Appliances', 'Refrigerator')).not.toContain('hvac');
    expect(searchCategoriesFor('Appliances', 'Refrigerator')).toEqual(['appliances']);
    expect(searchCategoriesFor('Appliances')).toContain('hvac');
    expect(mainCategoriesFor('hvac')).toEqual(['Appliances']);
  });

  it('follows the agreed coverage', () => {
    expect(mainCategoriesFor('appliances')).toEqual(['Appliances']);
    expect(mainCategoriesFor('electronics')).toEqual(['Appliances', 'Security & Automation']);
    expect(mainCategoriesFor('plumbing')).toEqual(['Plumbing']);
    expect(mainCategoriesFor('electrical')).toEqual(['Electrical', 'Security & Automation']);
    expect(mainCategoriesFor('carpentry')).toEqual(['Carpentry', 'Interior Design']);
    expect(mainCategoriesFor('painting')).toEqual(['Painting & Renovation']);
    expect(mainCategoriesFor('automotive')).toEqual([
      'Repairs and Installation',
      'Specialized Services',
    ]);
    expect(mainCategoriesFor('other')).toEqual([
      'Cleaning',
      'Pest Control',
      'Moving & Storage',
      'Gardening & Landscaping',
      'Interior Design',
      'Repairs and Installation',
      'Specialized Services',
    ]);
    expect(searchCategoriesFor('Appliances', 'Television')).toEqual(['electronics', 'appliances']);
    expect(searchCategoriesFor('Security & Automation')).toEqual(['electronics', 'electrical']);
  });

  it('accepts aliases and handles unknown names', () => {
    expect(searchCategoriesFor('Moving & Leasing')).toEqual(['other']);
    expect(searchCategoriesFor('repaires & installation')).toEqual(['automotive', 'other']);
    expect(searchCategoriesFor('Repairs and Installation', 'Handyman Services')).toEqual(['other']);
    expect(searchCategoriesFor('Nope')).toEqual([]);
    expect(searchCategoriesFor('Appliances', 'Unknown gadget')).toEqual(['appliances']);
  });
});

describe('the landing page excerpt of the catalogue', () => {
  it('has every category card as CATALOGUE has it, in its order', () => {
    expect(CATEGORY_CARDS).toEqual(
      CATALOGUE.map(({ slug, icon, cardLabel, description }) => ({
        slug,
        icon,
        cardLabel,
        description,
      })),
    );
  });

  it("the hero's example is a real entry with the catalogue's price", () => {
    const entry = findIssue(HERO_EXAMPLE.category, HERO_EXAMPLE.subCategory, HERO_EXAMPLE.issue);
    expect(entry).toMatchObject({
      priceMin: HERO_EXAMPLE.priceMin,
      priceMax: HERO_EXAMPLE.priceMax,
      unit: HERO_EXAMPLE.unit,
    });
    const category = CATALOGUE.find((c) => c.name === HERO_EXAMPLE.category);
    expect(category?.icon).toBe(HERO_EXAMPLE.icon);
  });
});
