export { publicRoutes } from './public.routes.ts';
export { createPublicService, type PublicService } from './public.service.ts';
