export { adminConsoleRoutes } from './admin-console.routes.ts';
export { createAdminConsoleService, type AdminConsoleService } from './admin-console.service.ts';
