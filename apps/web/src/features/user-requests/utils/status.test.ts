import { REQUEST_STATUSES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import type { UserRequest } from '../types';
import { canReview, countByFilter, matchesFilter, payLink, STATUS_FILTERS } from './status';

const request = (status: UserRequest['status']) => ({ status }) as UserRequest;

describe('request status helpers', () => {
  it('puts every status in exactly one filter besides All', () => {
    for (const status of REQUEST_STATUSES) {
      const filters = STATUS_FILTERS.filter((f) => f !== 'all' && matchesFilter(status, f));
      expect(filters, status).toHaveLength(1);
      expect(matchesFilter(status, 'all')).toBe(true);
    }
  });

  it('counts requests per filter', () => {
    const counts = countByFilter([
      request('requested'),
      request('quoted'),
      request('pending_payment'),
      request('completed'),
      request('cancelled'),
    ]);
    expect(counts).toEqual({ all: 5, pending: 1, active: 2, completed: 1, cancelled: 1 });
  });

  it('offers a review on paid, unreviewed requests only', () => {
    expect(canReview({ status: 'customer_paid', rating: null })).toBe(true);
    expect(canReview({ status: 'completed', rating: null })).toBe(true);
    expect(canReview({ status: 'completed', rating: { stars: 5, comment: '' } })).toBe(false);
    expect(canReview({ status: 'closed_rejected', rating: null })).toBe(false);
  });

  it('links to the right payment once its id is known', () => {
    expect(payLink({ status: 'pending_payment', paymentId: 'p1' })).toEqual({
      kind: 'service',
      paymentId: 'p1',
    });
    expect(payLink({ status: 'rejected', paymentId: 'p2' })).toEqual({
      kind: 'rejectionFee',
      paymentId: 'p2',
    });
    expect(payLink({ status: 'pending_payment', paymentId: null })).toBeNull();
    expect(payLink({ status: 'quoted', paymentId: 'p3' })).toBeNull();
  });
});
