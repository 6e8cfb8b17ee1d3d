import { z } from 'zod';
import { REVIEW_COMMENT_MAX, STARS_MAX, STARS_MIN } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { PAID_STATUSES, inStatusGroup, type RequestStatus } from '../status.ts';
import { ZMessageResponse } from './responses.ts';
import { plainText } from './text.ts';

/** Messages of the review page and call (SPEC.md sections 5 and 8), verbatim where the spec has them. */
export const REVIEW_MESSAGES = {
  starsRequired: 'Please select a star rating.',
  /** Added: the spec limits the comment to 500 characters without a message of its own. */
  commentMax: `The comment must be at most ${REVIEW_COMMENT_MAX} characters.`,
  submitted: 'Thank you for your review!',
} as const;

/** The statuses in which the customer may review: paid (DESIGN.md section 10, "Ways back"). */
export const REVIEWABLE_STATUSES = PAID_STATUSES;

export function isReviewable(status: RequestStatus): boolean {
  return inStatusGroup(REVIEWABLE_STATUSES, status);
}

/**
 * POST /api/user/service-request/{id}/review {stars, comment}. Stars are a whole
 * number 1-5 (no coercion: "4" or true is not a rating); the comment is
 * optional, trimmed, at most 500 characters.
 */
export const ZReviewRequest = z.object({
  stars: z
    .number({ error: REVIEW_MESSAGES.starsRequired })
    .int(REVIEW_MESSAGES.starsRequired)
    .min(STARS_MIN, REVIEW_MESSAGES.starsRequired)
    .max(STARS_MAX, REVIEW_MESSAGES.starsRequired),
  comment: plainText({
    max: REVIEW_COMMENT_MAX,
    multiline: true,
    messages: { invalid: REVIEW_MESSAGES.commentMax, characters: M.commentCharacters },
  })
    .nullish()
    .transform((v) => v ?? ''),
});
export type TReviewRequest = z.output<typeof ZReviewRequest>;

/** POST /api/user/service-request/{id}/review. */
export const ZReviewResponse = ZMessageResponse;
export type TReviewResponse = z.infer<typeof ZReviewResponse>;
