import { REVIEW_COMMENT_MAX, ZReviewRequest, type TReviewResponse } from '@gharseva/domain';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea';
import { useSubmitReview } from '../api/submit-review';
import { submitFailureMessage, translateReviewMessage } from '../utils/review-messages';
import { StarRatingInput } from './star-rating-input';

const TOAST_ID = 'review';

/**
 * The stars, the optional comment with its 'N/500' counter, and 'Submit Review'. The same
 * zod schema as the call checks the values first, so a missing rating never leaves the page.
 */
export function ReviewForm({
  serviceRequestId,
  onSubmitted,
}: {
  serviceRequestId: string;
  onSubmitted: (response: TReviewResponse) => void;
}) {
  const { t } = useTranslation('requests');
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [starsInvalid, setStarsInvalid] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const submit = useSubmitReview();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZReviewRequest.safeParse({ stars: stars || undefined, comment });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(translateReviewMessage(issue?.message ?? ''), { id: TOAST_ID });
      if (issue?.path[0] === 'stars') {
        setStarsInvalid(true);
        firstStar.current?.focus();
      }
      return;
    }
    submit.mutate(
      { serviceRequestId, review: parsed.data },
      {
        onSuccess: (response) => {
          toast.success(t('review.messages.submitted'), { id: TOAST_ID });
          onSubmitted(response);
        },
        onError: (error) =>
          toast.error(
            submitFailureMessage(error, {
              failed: t('review.submitFailed'),
              unexpected: t('review.submitError'),
              network: t('review.networkError'),
            }),
            { id: TOAST_ID },
          ),
      },
    );
  };

  const locked = submit.isPending || submit.isSuccess;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t('review.title')}
    >
      <StarRatingInput
        value={stars}
        onChange={(value) => {
          setStars(value);
          setStarsInvalid(false);
        }}
        invalid={starsInvalid}
        disabled={locked}
        firstStarRef={firstStar}
      />
      <TextareaField
        label={t('review.commentLabel')}
        hint={t('review.commentCount', { count: comment.length, max: REVIEW_COMMENT_MAX })}
        placeholder={t('review.commentPlaceholder')}
        maxLength={REVIEW_COMMENT_MAX}
        rows={4}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        readOnly={locked}
      />
      <Button type="submit" size="lg" isLoading={submit.isPending} disabled={submit.isSuccess}>
        <Send className="size-5" aria-hidden="true" />
        {t('review.submit')}
      </Button>
    </form>
  );
}
