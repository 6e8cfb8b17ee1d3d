import { Redis } from 'ioredis';
import type { CounterStore } from './counters.ts';

export function createRedisCounters(url: string, keyPrefix: string): CounterStore {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const ttlSeconds = (ms: number) => (ms > 0 ? Math.ceil(ms / 1000) : 0);

  return {
    name: 'redis',
    async hit(key, windowSeconds) {
      const result = await redis
        .multi()
        .incr(key)
        .expire(key, windowSeconds, 'NX')
        .pttl(key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const pttl = Number(result?.[2]?.[1] ?? windowSeconds * 1000);
      return { count, resetInSeconds: Math.max(1, ttlSeconds(pttl)) };
    },
    async peek(key) {
      const [value, pttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return { count: Number(value ?? 0), resetInSeconds: ttlSeconds(pttl) };
    },
    async claim(key, seconds) {
      const set = await redis.set(key, '1', 'EX', seconds, 'NX');
      if (set === 'OK') return { claimed: true };
      return { claimed: false, retryInSeconds: Math.max(1, ttlSeconds(await redis.pttl(key))) };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
