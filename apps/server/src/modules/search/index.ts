export { searchRoutes } from './search.routes.ts';
export { createRepairerSearch, type RepairerSearchService } from './repairer-search.service.ts';
/** The repairers whose area covers a place; new-job alerts call it for their fan-out. */
export { findRepairersCovering } from './repairer-search.repo.ts';
