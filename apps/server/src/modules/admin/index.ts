export { adminRoutes } from './admin.routes.ts';
export { createAdminService, type AdminService } from './admin.service.ts';
