import { CATALOGUE } from './data.ts';
import {
  MAIN_CATEGORY_NAMES,
  type CatalogueCategory,
  type CatalogueIssue,
  type CatalogueSubCategory,
  type MainCategoryName,
  type PublicCatalogueCategory,
} from './types.ts';

/** Lower-cased, trimmed, inner whitespace collapsed: the key every name lookup uses. */
export function normaliseCatalogueName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isMainCategoryName(name: string): name is MainCategoryName {
  return (MAIN_CATEGORY_NAMES as readonly string[]).includes(name);
}

const categoryByKey = new Map<string, CatalogueCategory>();
for (const category of CATALOGUE) {
  for (const key of [category.name, category.cardLabel, category.slug, ...category.aliases]) {
    categoryByKey.set(normaliseCatalogueName(key), category);
  }
}

/** The main category for a canonical name, card label, slug or alias (case-insensitive). */
export function findMainCategory(nameOrAlias: string): CatalogueCategory | undefined {
  return categoryByKey.get(normaliseCatalogueName(nameOrAlias));
}

/** The canonical (stored) name for any accepted spelling, e.g. 'Moving & Leasing'. */
export function canonicalMainCategory(nameOrAlias: string): MainCategoryName | undefined {
  const name = findMainCategory(nameOrAlias)?.name;
  return name !== undefined && isMainCategoryName(name) ? name : undefined;
}

export function findSubCategory(
  mainCategory: string,
  subCategory: string,
): CatalogueSubCategory | undefined {
  const key = normaliseCatalogueName(subCategory);
  return findMainCategory(mainCategory)?.subCategories.find(
    (sub) => normaliseCatalogueName(sub.name) === key,
  );
}

export function findIssue(
  mainCategory: string,
  subCategory: string,
  issue: string,
): CatalogueIssue | undefined {
  const key = normaliseCatalogueName(issue);
  return findSubCategory(mainCategory, subCategory)?.services.find(
    (service) => normaliseCatalogueName(service.issue) === key,
  );
}

/** The `GET /api/catalogue` body: a fresh copy in display order. */
export function toPublicCatalogue(): PublicCatalogueCategory[] {
  return CATALOGUE.map((category) => ({
    name: category.name,
    cardLabel: category.cardLabel,
    slug: category.slug,
    icon: category.icon,
    description: category.description,
    aliases: [...category.aliases],
    subCategories: category.subCategories.map((sub) => ({
      name: sub.name,
      services: sub.services.map((service) => ({
        issue: service.issue,
        price_range: service.price_range,
        priceMin: service.priceMin,
        priceMax: service.priceMax,
        unit: service.unit,
      })),
    })),
  }));
}

/**
 * Every text of the catalogue a screen shows (main category names and card labels,
 * descriptions, sub-categories, issues), once each, in catalogue order: what the web app's
 * `catalogue` translations cover.
 */
export function catalogueTexts(): string[] {
  const texts = new Set<string>();
  for (const category of CATALOGUE) {
    texts.add(category.name);
    texts.add(category.cardLabel);
    texts.add(category.description);
    for (const sub of category.subCategories) {
      texts.add(sub.name);
      for (const service of sub.services) texts.add(service.issue);
    }
  }
  return [...texts];
}
