import { appliances } from './categories/appliances.ts';
import { carpentry } from './categories/carpentry.ts';
import { cleaning } from './categories/cleaning.ts';
import { electrical } from './categories/electrical.ts';
import { gardeningLandscaping } from './categories/gardening-landscaping.ts';
import { interiorDesign } from './categories/interior-design.ts';
import { movingStorage } from './categories/moving-storage.ts';
import { paintingRenovation } from './categories/painting-renovation.ts';
import { pestControl } from './categories/pest-control.ts';
import { plumbing } from './categories/plumbing.ts';
import { repairsInstallation } from './categories/repairs-installation.ts';
import { securityAutomation } from './categories/security-automation.ts';
import { specializedServices } from './categories/specialized-services.ts';
import type { CatalogueCategory } from './types.ts';

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Data properties only: reading a getter (an issue's price_range) would format every price
    // now, which is what the getter is there to put off (helpers.ts).
    for (const property of Object.values(Object.getOwnPropertyDescriptors(value))) {
      if ('value' in property) deepFreeze(property.value);
    }
  }
  return value;
}

/** The bundled service catalogue: 13 main categories in display order (deeply frozen). */
export const CATALOGUE: readonly CatalogueCategory[] = deepFreeze([
  appliances,
  electrical,
  plumbing,
  carpentry,
  cleaning,
  paintingRenovation,
  pestControl,
  securityAutomation,
  movingStorage,
  gardeningLandscaping,
  interiorDesign,
  repairsInstallation,
  specializedServices,
]);
