import type { TOverviewDay } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { requestsOn, statusesIn, totals } from './overview';

const day = (date: string, over: Partial<TOverviewDay> = {}): TOverviewDay => ({
  date,
  requests: {},
  capturedPaise: 0,
  refundedPaise: 0,
  paidOutPaise: 0,
  ...over,
});

describe('overview figures', () => {
  const days = [
    day('2026-11-27', { requests: { completed: 2, requested: 1 }, capturedPaise: 120_000 }),
    day('2026-11-28', { requests: { cancelled: 1 }, refundedPaise: 10_000, paidOutPaise: 90_000 }),
  ];

  it('adds up the requests of a day and of the period, and the money', () => {
    expect(requestsOn(days[0]!)).toBe(3);
    expect(totals(days)).toEqual({
      requests: 4,
      capturedPaise: 120_000,
      refundedPaise: 10_000,
      paidOutPaise: 90_000,
    });
  });

  it('lists the statuses that occur, in the life cycle order', () => {
    expect(statusesIn(days)).toEqual(['requested', 'completed', 'cancelled']);
    expect(statusesIn([day('2026-11-26')])).toEqual([]);
  });
});
