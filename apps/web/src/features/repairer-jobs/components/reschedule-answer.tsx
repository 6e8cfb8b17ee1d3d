import type { RescheduleDecision, TAssignedJob } from '@gharseva/domain';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { visitWhen } from '../../../lib/visit-when';
import { translateValidation } from '../../../i18n/validation';
import { useAnswerReschedule } from '../api/answer-reschedule';

/** The customer's new date on the repairer's job card, with Accept and Decline (issue 24). */
export function RescheduleAnswer({ job }: { job: TAssignedJob }) {
  const { t } = useTranslation(['reschedule', 'common']);
  const answer = useAnswerReschedule();
  const pending = job.pendingReschedule;
  if (!pending) return null;
  const decide = (decision: RescheduleDecision) =>
    answer.mutate(
      { id: job._id, decision },
      {
        onSuccess: (response) =>
          toast.success(translateValidation(response.message), { id: `reschedule-${job._id}` }),
        onError: (error) =>
          toast.error(
            failureMessage(error, {
              failed: t('repairer.failed'),
              unexpected: t('repairer.failed'),
            }),
            { id: `reschedule-${job._id}` },
          ),
      },
    );
  const busy = answer.isPending;
  return (
    <div
      className="flex flex-col gap-2 rounded-xl bg-sky-50 px-3 py-2.5 text-sm text-sky-900"
      data-testid="reschedule-proposal"
    >
      <p>{t('repairer.proposal', { when: visitWhen(pending) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => decide('accept')}
          isLoading={busy && answer.variables?.decision === 'accept'}
          disabled={busy}
        >
          <CalendarCheck className="size-4" aria-hidden="true" />
          {t('repairer.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => decide('decline')}
          isLoading={busy && answer.variables?.decision === 'decline'}
          disabled={busy}
        >
          <CalendarX className="size-4" aria-hidden="true" />
          {t('repairer.decline')}
        </Button>
      </div>
    </div>
  );
}
