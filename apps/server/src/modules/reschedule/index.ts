/** Moving a visit (issue 24): the customer proposes, the assigned repairer answers. */
export { rescheduleRoutes } from './reschedule.routes.ts';
export { createRescheduleService, type RescheduleService } from './reschedule.service.ts';
/** The reads' proposal columns and the free cancel's condition (the requests module uses them). */
export {
  lastRescheduleDeclinedOf,
  latestWasDeclined,
  pendingRescheduleOf,
} from './reschedule.repo.ts';
