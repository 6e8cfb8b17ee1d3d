export { repairerProfileRoutes } from './profile.routes.ts';
export { createRepairerProfile, type RepairerProfileService } from './profile.service.ts';
