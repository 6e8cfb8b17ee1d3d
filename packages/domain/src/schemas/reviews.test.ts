import { describe, expect, it } from 'vitest';
import { isReviewable, REVIEW_MESSAGES, ZReviewRequest } from './reviews.ts';

const firstMessage = (value: unknown) => {
  const result = ZReviewRequest.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('ZReviewRequest', () => {
  it('takes 1 to 5 whole stars and an optional trimmed comment', () => {
    expect(ZReviewRequest.parse({ stars: 4 })).toEqual({ stars: 4, comment: '' });
    expect(ZReviewRequest.parse({ stars: 1, comment: null })).toEqual({ stars: 1, comment: '' });
    expect(ZReviewRequest.parse({ stars: 5, comment: '  Neat work.  ' })).toEqual({
      stars: 5,
      comment: 'Neat work.',
    });
    expect(ZReviewRequest.parse({ stars: 3, comment: 'x'.repeat(500) }).comment).toHaveLength(500);
  });

  it.each([
    [{}],
    [{ stars: 0 }],
    [{ stars: 6 }],
    [{ stars: 3.5 }],
    [{ stars: '4' }],
    [{ stars: true }],
    [{ stars: null }],
  ])('asks for a star rating for %j', (value) => {
    expect(firstMessage(value)).toBe(REVIEW_MESSAGES.starsRequired);
  });

  it('refuses a comment over 500 characters or one that is not text', () => {
    expect(firstMessage({ stars: 4, comment: 'x'.repeat(501) })).toBe(REVIEW_MESSAGES.commentMax);
    expect(firstMessage({ stars: 4, comment: 12 })).toBe(REVIEW_MESSAGES.commentMax);
  });
});

describe('isReviewable', () => {
  it('is true once paid', () => {
    expect(isReviewable('customer_paid')).toBe(true);
    expect(isReviewable('completed')).toBe(true);
    expect(isReviewable('pending_payment')).toBe(false);
    expect(isReviewable('closed_rejected')).toBe(false);
  });
});
