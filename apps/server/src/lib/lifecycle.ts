/**
 * Whether the process still takes new work. Readiness answers 503 once a shutdown has begun,
 * so the load balancer stops routing here while requests already routed are still served.
 */
export interface Lifecycle {
  readonly draining: boolean;
  beginDrain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    beginDrain() {
      draining = true;
    },
  };
}
