export { requestsRoutes } from './requests.routes.ts';
export { createRequestsService, type RequestsService } from './requests.service.ts';
export { createCustomerSteps, type CustomerSteps } from './customer-steps.service.ts';
/** The request read with its people and payment, and its public shape (the jobs module's lists). */
export {
  selectWithPeople,
  type RequestWithPeople,
  type ServiceRequestRow,
} from './requests.repo.ts';
export { toRequestBasics, toServiceRequest } from './requests.view.ts';
