import { AppError, type TReviewRequest } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { recordEvent } from '../events/index.ts';
import { notify } from '../notifications/index.ts';
import { addRepairerRating, customerName, findReviewState, rateRequest } from './reviews.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';

/** The customer's first name, as the repairer's notification names them. */
export function firstName(fullname: string): string {
  return fullname.trim().split(/\s+/)[0] || 'A customer';
}

/** The customer's review of a paid service (SPEC.md sections 2 and 7). */
export function createReviewsService({ database }: AppDeps, { queue }: { queue: JobQueue }) {
  const { db } = database;

  /** Why a review was not taken: unknown (or another user's), already reviewed, or not paid. */
  async function refusal(userId: string, id: string): Promise<AppError> {
    const state = await findReviewState(db, userId, id);
    if (!state) return new AppError('NOT_FOUND', 'This service request was not found.');
    if (state.ratingStars !== null) return new AppError('ALREADY_REVIEWED');
    return new AppError('REVIEW_NOT_ALLOWED');
  }

  return {
    /**
     * One transaction: the request's rating (a conditional update, so a second or racing
     * review changes nothing), the repairer's running rating, the event and the repairer's
     * `rating_received` notification.
     */
    async submit(userId: string, id: string, review: TReviewRequest): Promise<void> {
      const rated = await db.transaction(async (tx) => {
        const row = await rateRequest(tx, { id, userId, ...review });
        if (!row) return false;
        if (!row.repairerId) throw new AppError('MISSING_REQUIRED_FIELDS');
        await addRepairerRating(tx, row.repairerId, review.stars);
        await recordEvent(tx, {
          kind: 'review_submitted',
          actorRole: 'user',
          actorId: userId,
          userId,
          repairerId: row.repairerId,
          serviceRequestId: id,
          data: { stars: review.stars, title: row.title },
        });
        await notify(
          tx,
          queue,
          { role: 'repairer', id: row.repairerId },
          'rating_received',
          {
            template: 'ratingReceived',
            params: {
              name: firstName(await customerName(tx, userId)),
              serviceType: row.serviceType,
              count: review.stars,
            },
          },
          id,
        );
        return true;
      });
      if (!rated) throw await refusal(userId, id);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
