import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The HTTP request or socket event being served, for work it starts without passing it
 * along (a job sent deep in a service carries the request id into its own log lines).
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const runWithRequestId = <T>(requestId: string, fn: () => T): T =>
  context.run({ requestId }, fn);

export const currentRequestId = (): string | undefined => context.getStore()?.requestId;
