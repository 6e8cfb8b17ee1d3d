/**
 * The request's state machine: the one way a status changes (DESIGN.md section 3). Its own
 * module, below requests, jobs, payments and admin, because each of them moves requests
 * inside its own transaction.
 */
export {
  transition,
  tryTransition,
  type TransitionActor,
  type TransitionOptions,
} from './transition.ts';
