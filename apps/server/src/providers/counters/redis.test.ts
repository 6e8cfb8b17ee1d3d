import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStore } from './counters.ts';
import { createRedisCounters } from './redis.ts';

const url = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)('redis counters (REDIS_URL)', () => {
  let store: CounterStore;
  let other: CounterStore;
  const used = new Set<string>();
  const key = (name: string) => {
    used.add(name);
    return name;
  };

  beforeAll(() => {
    store = createRedisCounters(url!, `gs-test:${crypto.randomUUID()}:`);
    other = createRedisCounters(url!, `gs-test:${crypto.randomUUID()}:`);
  });
  afterAll(async () => {
    if (!store) return;
    for (const k of used) await store.reset(k);
    await store.close();
    await other.close();
  });

  it('is named redis', () => {
    expect(store.name).toBe('redis');
  });

  it('hit counts within a fixed window that starts at the first hit', async () => {
    const k = key('hit');
    expect(await store.hit(k, 2)).toEqual({ count: 1, resetInSeconds: 2 });
    await sleep(1100);
    const second = await store.hit(k, 2);
    expect(second.count).toBe(2);
    expect(second.resetInSeconds).toBe(1);
    await sleep(1000);
    expect(await store.hit(k, 2)).toEqual({ count: 1, resetInSeconds: 2 });
  });

  it('peek reads the count without counting', async () => {
    const k = key('peek');
    expect(await store.peek(k)).toEqual({ count: 0, resetInSeconds: 0 });
    await store.hit(k, 60);
    await store.hit(k, 60);
    expect(await store.peek(k)).toEqual({ count: 2, resetInSeconds: 60 });
    expect(await store.peek(k)).toEqual({ count: 2, resetInSeconds: 60 });
  });

  it('claim sets a key once until it expires, telling how long is left', async () => {
    const k = key('claim');
    expect(await store.claim(k, 1)).toEqual({ claimed: true });
    expect(await store.claim(k, 1)).toEqual({ claimed: false, retryInSeconds: 1 });
    await sleep(1100);
    expect(await store.claim(k, 30)).toEqual({ claimed: true });
    expect(await store.claim(k, 30)).toEqual({ claimed: false, retryInSeconds: 30 });
  });

  it('reset forgets a key at once', async () => {
    const k = key('reset');
    const c = key('reset-claim');
    await store.hit(k, 60);
    await store.claim(c, 60);
    await store.reset(k);
    await store.reset(c);
    expect(await store.peek(k)).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.claim(c, 60)).toEqual({ claimed: true });
  });

  it('keeps keys and key prefixes apart', async () => {
    const a = key('apart-a');
    const b = key('apart-b');
    await store.hit(a, 60);
    await store.hit(a, 60);
    expect((await store.hit(b, 60)).count).toBe(1);
    expect((await other.peek(a)).count).toBe(0);
    expect((await store.peek(a)).count).toBe(2);
  });

  it('counts parallel hits exactly', async () => {
    const k = key('parallel');
    const results = await Promise.all(Array.from({ length: 30 }, () => store.hit(k, 60)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});
