/** The event log read back as activity feeds (the customer's and the repairer's dashboards). */
export { latestUserEvents, withRequestParts, type EventRow } from './activity.repo.ts';
export { toUserActivity, type UserActivity } from './user-activity.ts';
