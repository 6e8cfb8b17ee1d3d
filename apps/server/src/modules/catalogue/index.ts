export { catalogueRoutes } from './catalogue.routes.ts';
