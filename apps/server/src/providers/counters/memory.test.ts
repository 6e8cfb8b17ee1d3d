import { afterEach, describe, expect, it } from 'vitest';
import type { CounterStore } from './counters.ts';
import { createMemoryCounters } from './memory.ts';

/** A store on a hand-driven clock. */
function storeWithClock() {
  let now = 1_700_000_000_000;
  const store = createMemoryCounters(() => now);
  stores.push(store);
  return { store, advance: (seconds: number) => (now += seconds * 1000) };
}
const stores: CounterStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('memory counters', () => {
  it('is named memory', () => {
    expect(storeWithClock().store.name).toBe('memory');
  });

  it('hit counts within a fixed window that starts at the first hit', async () => {
    const { store, advance } = storeWithClock();
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    advance(30);
    expect(await store.hit('k', 60)).toEqual({ count: 2, resetInSeconds: 30 });
    advance(29.5);
    expect(await store.hit('k', 60)).toEqual({ count: 3, resetInSeconds: 1 });
    advance(0.5);
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
  });

  it('peek reads the count without counting', async () => {
    const { store, advance } = storeWithClock();
    expect(await store.peek('k')).toEqual({ count: 0, resetInSeconds: 0 });
    await store.hit('k', 10);
    await store.hit('k', 10);
    advance(4);
    expect(await store.peek('k')).toEqual({ count: 2, resetInSeconds: 6 });
    expect(await store.peek('k')).toEqual({ count: 2, resetInSeconds: 6 });
    advance(6);
    expect(await store.peek('k')).toEqual({ count: 0, resetInSeconds: 0 });
  });

  it('claim sets a key once until it expires, telling how long is left', async () => {
    const { store, advance } = storeWithClock();
    expect(await store.claim('c', 30)).toEqual({ claimed: true });
    expect(await store.claim('c', 30)).toEqual({ claimed: false, retryInSeconds: 30 });
    advance(12);
    expect(await store.claim('c', 30)).toEqual({ claimed: false, retryInSeconds: 18 });
    advance(17.9);
    expect(await store.claim('c', 30)).toEqual({ claimed: false, retryInSeconds: 1 });
    advance(0.1);
    expect(await store.claim('c', 30)).toEqual({ claimed: true });
  });

  it('reset forgets a key at once', async () => {
    const { store } = storeWithClock();
    await store.hit('k', 60);
    await store.hit('k', 60);
    await store.claim('c', 60);
    await store.reset('k');
    await store.reset('c');
    await store.reset('never-set');
    expect(await store.peek('k')).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    expect(await store.claim('c', 60)).toEqual({ claimed: true });
  });

  it('keeps keys apart', async () => {
    const { store } = storeWithClock();
    await store.hit('a', 60);
    await store.hit('a', 60);
    expect(await store.hit('b', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    expect((await store.peek('a')).count).toBe(2);
  });

  it('close forgets everything', async () => {
    const { store } = storeWithClock();
    await store.hit('k', 60);
    await store.close();
    expect(await store.peek('k')).toEqual({ count: 0, resetInSeconds: 0 });
  });

  it('uses the real clock by default', async () => {
    const store = createMemoryCounters();
    stores.push(store);
    expect(await store.hit('k', 5)).toEqual({ count: 1, resetInSeconds: 5 });
  });
});
