export { repairerStatsRoutes } from './stats.routes.ts';
export { createRepairerStats, type RepairerStatsService } from './stats.service.ts';
