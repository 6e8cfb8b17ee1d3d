import { type TAssignedJob } from '@gharseva/domain';
import { CircleCheckBig, Hammer, KeyRound, Pencil, RotateCw, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useKeepFocus } from '../../../hooks/use-keep-focus';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { cn } from '../../../utils/cn';
import { useSendCompletionCode } from '../api/send-completion-code';
import { useStartWork } from '../api/start-work';
import { JOB_STAGES } from '../utils/job-stage';
import { PayoutStatus } from './payout-status';
import { QuoteForm } from './quote-form';
import { formatMoneyRupees } from '../../../utils/money';

function Note({ tone, children }: { tone: string; children: ReactNode }) {
  return <div className={cn('rounded-xl px-3 py-2.5 text-sm', tone)}>{children}</div>;
}

/**
 * 'Confirm Completion & Send OTP' (once work has started, after a confirmation: the code tells
 * the customer the work is done) or 'Resend OTP' (a fresh code, at once).
 */
function SendCodeButton({ job, resend }: { job: TAssignedJob; resend: boolean }) {
  const { t } = useTranslation('repairer');
  const send = useSendCompletionCode();
  const [confirming, setConfirming] = useState(false);
  const sendCode = () =>
    send.mutate(job._id, {
      onSuccess: () => toast.success(t('jobs.completion.success'), { id: `otp-${job._id}` }),
      onError: (error) => {
        // The wait comes from the server, which knows how long is left.
        const wait = error instanceof ApiError && error.code === 'OTP_RESEND_TOO_SOON';
        const message =
          wait && error.message ? error.message : errorMessage(error, t('jobs.completion.failed'));
        toast.error(message, { id: `otp-${job._id}` });
      },
    });
  const Icon = resend ? RotateCw : Send;
  return (
    <>
      <Button
        size="sm"
        variant={resend ? 'outline' : 'primary'}
        onClick={resend ? sendCode : () => setConfirming(true)}
        isLoading={send.isPending}
      >
        {!send.isPending && <Icon className="size-4" aria-hidden="true" />}
        {resend ? t('jobs.completion.resend') : t('jobs.completion.send')}
      </Button>
      {!resend && (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          // Closed first: the focus goes back to the button, which shows the sending.
          onConfirm={() => {
            setConfirming(false);
            sendCode();
          }}
          title={t('jobs.completion.confirmTitle')}
          description={t('jobs.completion.confirmBody')}
          confirmLabel={t('jobs.completion.confirmSend')}
          cancelLabel={t('jobs.completion.confirmKeep')}
        />
      )}
    </>
  );
}

function StartWorkButton({ job }: { job: TAssignedJob }) {
  const { t } = useTranslation('repairer');
  const start = useStartWork();
  const onClick = () =>
    start.mutate(job._id, {
      onSuccess: () => toast.success(t('jobs.accepted.started'), { id: `start-${job._id}` }),
      onError: (error) =>
        toast.error(errorMessage(error, t('jobs.accepted.startFailed')), {
          id: `start-${job._id}`,
        }),
    });
  return (
    <Button size="sm" variant="primary" onClick={onClick} isLoading={start.isPending}>
      {!start.isPending && <Hammer className="size-4" aria-hidden="true" />}
      {t('jobs.accepted.startWork')}
    </Button>
  );
}

function QuotedStage({ job }: { job: TAssignedJob }) {
  const { t } = useTranslation('repairer');
  const [editing, setEditing] = useState(false);
  // 'Edit quote' and the form replace each other under the focus.
  const region = useKeepFocus<HTMLDivElement>(editing);
  return (
    <div ref={region} tabIndex={-1}>
      {editing ? (
        <QuoteForm job={job} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm text-slate-600">{t('jobs.quote.yourQuote')}</p>
            <p className="text-xl font-bold text-slate-900">
              {formatMoneyRupees(job.estimatedPrice)}
            </p>
            <p className="text-sm text-slate-600">{t('jobs.quote.waiting')}</p>
          </div>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('jobs.quote.edit')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The card's actions for the job's status (SPEC.md section 4; DESIGN.md section 10, Start Work). */
export function JobStagePanel({ job }: { job: TAssignedJob }) {
  const { t } = useTranslation('repairer');
  const stage = JOB_STAGES[job.status];
  switch (stage) {
    case 'quote':
      return <QuoteForm job={job} />;
    case 'quoted':
      return <QuotedStage job={job} />;
    case 'accepted':
      return (
        <div className="flex flex-col gap-3">
          <Note tone="bg-emerald-50 text-emerald-900">
            <p className="font-bold">{t('jobs.accepted.title')}</p>
            <p>{t('jobs.accepted.body', { amount: formatMoneyRupees(job.estimatedPrice) })}</p>
          </Note>
          <div className="flex flex-wrap gap-2">
            <StartWorkButton job={job} />
          </div>
        </div>
      );
    case 'working':
      return (
        <div className="flex flex-col gap-3">
          <Note tone="bg-blue-50 text-blue-900">
            <p className="flex gap-2">
              <Hammer className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('jobs.completion.working')}
            </p>
          </Note>
          <div>
            <SendCodeButton job={job} resend={false} />
          </div>
        </div>
      );
    case 'awaiting_code':
      return (
        <div className="flex flex-col gap-3">
          <Note tone="bg-cyan-50 text-cyan-900">
            <p className="flex gap-2">
              <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('jobs.completion.waiting')}
            </p>
          </Note>
          <div>
            <SendCodeButton job={job} resend />
          </div>
        </div>
      );
    case 'done':
      return (
        <div className="flex flex-col gap-3">
          <Note tone="bg-green-50 text-green-900">
            <p className="flex items-center gap-2 font-bold">
              <CircleCheckBig className="size-5" aria-hidden="true" />
              {t('jobs.done.title')}
            </p>
          </Note>
          {job.payout && <PayoutStatus payout={job.payout} />}
        </div>
      );
    case 'closed':
      return (
        <Note tone="bg-slate-100 text-slate-700">
          {t(`jobs.closed.${job.status as 'rejected' | 'cancelled' | 'closed_rejected'}`)}
        </Note>
      );
    case 'waiting':
      return <Note tone="bg-yellow-50 text-yellow-900">{t('jobs.closed.requested')}</Note>;
  }
}
