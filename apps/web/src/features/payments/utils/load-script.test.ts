import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';

const tags = (src: string) => document.head.querySelectorAll(`script[src="${src}"]`);

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('adds the script once, however often it is asked for', async () => {
    const first = loadScript('/checkout-a.js');
    const second = loadScript('/checkout-a.js');
    expect(tags('/checkout-a.js')).toHaveLength(1);
    tags('/checkout-a.js')[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await loadScript('/checkout-a.js');
    expect(tags('/checkout-a.js')).toHaveLength(1);
  });

  it('forgets a failed load, so the next attempt tries again', async () => {
    const failed = loadScript('/checkout-b.js');
    tags('/checkout-b.js')[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load /checkout-b.js');
    expect(tags('/checkout-b.js')).toHaveLength(0);
    void loadScript('/checkout-b.js');
    expect(tags('/checkout-b.js')).toHaveLength(1);
  });

  it('gives up on a load that stalls', async () => {
    vi.useFakeTimers();
    const stalled = loadScript('/checkout-c.js', 1_000);
    vi.advanceTimersByTime(1_000);
    await expect(stalled).rejects.toThrow('Timed out');
    expect(tags('/checkout-c.js')).toHaveLength(0);
  });
});
