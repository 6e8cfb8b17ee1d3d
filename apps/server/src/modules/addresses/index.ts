/** A customer's saved addresses (issue 24). */
export { addressesRoutes } from './addresses.routes.ts';
export { createAddressesService, type AddressesService } from './addresses.service.ts';
