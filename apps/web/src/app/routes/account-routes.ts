import type { RouteObject } from 'react-router';
import { adminAppRoutes, adminSignInRoutes } from './admin-routes';
import { repairerAppRoutes, repairerSignInRoutes } from './repairer-routes';
import { userAppRoutes, userSignInRoutes } from './user-routes';

/**
 * The routes of the three accounts: their sign-in pages and their signed-in areas. The router
 * adds them on the first visit to a path it does not know yet (router.tsx), so the landing page
 * does not download the route tables of pages its visitor may never open.
 */
export const signInRoutes: RouteObject[] = [
  userSignInRoutes,
  repairerSignInRoutes,
  adminSignInRoutes,
];
export const signedInAreas: RouteObject[] = [userAppRoutes, repairerAppRoutes, adminAppRoutes];
