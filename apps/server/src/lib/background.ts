import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started after an answer has gone (a payout after a capture): it never
 * delays or fails the caller; failures are logged. `idle()` waits for all of it
 * (the server's shutdown and the tests).
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const work = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
