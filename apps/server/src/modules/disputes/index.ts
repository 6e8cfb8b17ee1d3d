export { disputesRoutes } from './disputes.routes.ts';
export { createDisputesService, type DisputesService } from './disputes.service.ts';
