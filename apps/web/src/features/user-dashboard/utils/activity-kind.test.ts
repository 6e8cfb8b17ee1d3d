import { describe, expect, it } from 'vitest';
import { activityKind } from './activity-kind';

describe('activityKind', () => {
  it('picks the icon by keywords', () => {
    expect(activityKind('You requested Gas refill - Air Conditioner')).toBe('requested');
    expect(activityKind('Tap leaking - Taps: work is in progress')).toBe('in_progress');
    expect(activityKind('Fan installation completed')).toBe('completed');
    expect(activityKind('New message from Ramesh Kumar')).toBe('message');
    expect(activityKind('Your account was created')).toBe('account');
    expect(activityKind('Quote of ₹850 received')).toBe('other');
  });

  it('reads a cancelled or completed request as such, not as a request', () => {
    expect(activityKind('Your request for Gas refill was cancelled')).toBe('cancelled');
    expect(activityKind('Request completed: Fan installation')).toBe('completed');
  });

  it("prefers the server's type, ignoring one it does not know", () => {
    expect(activityKind('You rejected the quote for Gas refill.', 'cancelled')).toBe('cancelled');
    expect(activityKind('You paid for Gas refill.', 'payment')).toBe('payment');
    expect(activityKind('You rated Gas refill 4 stars.', 'review')).toBe('review');
    expect(activityKind('You requested Gas refill.', 'something_new')).toBe('requested');
  });
});
