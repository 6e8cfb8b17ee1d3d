import { serviceRequests } from './schema/index.ts';

/**
 * The columns a request's title is shown from in a reader's language (`titleIn`): the
 * customer's title and the catalogue names it may have been made of.
 */
export const requestTitleColumns = {
  title: serviceRequests.title,
  serviceType: serviceRequests.serviceType,
  category: serviceRequests.category,
  issue: serviceRequests.issue,
};
