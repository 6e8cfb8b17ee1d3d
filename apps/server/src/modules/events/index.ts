/** The request event log: one row per thing that happened, written in the caller's transaction. */
export { recordEvent, type NewEvent } from './events.repo.ts';
