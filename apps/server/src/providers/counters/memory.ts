import type { CounterStore } from './counters.ts';

export function createMemoryCounters(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const secondsLeft = (expiresAt: number) => Math.max(1, Math.ceil((expiresAt - now()) / 1000));
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();

  return {
    name: 'memory',
    async hit(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInSeconds: secondsLeft(entry.expiresAt) };
    },
    async peek(key) {
      const entry = live(key);
      return entry
        ? { count: entry.count, resetInSeconds: secondsLeft(entry.expiresAt) }
        : { count: 0, resetInSeconds: 0 };
    },
    async claim(key, seconds) {
      const entry = live(key);
      if (entry) return { claimed: false, retryInSeconds: secondsLeft(entry.expiresAt) };
      entries.set(key, { count: 1, expiresAt: now() + seconds * 1000 });
      return { claimed: true };
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
