import {
  ISSUE_REASONS,
  PAID_STATUSES,
  ZReportIssueRequest,
  inStatusGroup,
  type IssueReason,
  type TIssue,
} from '@gharseva/domain';
import { MessageSquareWarning } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { translateValidation } from '../../../i18n/validation';
import { failureMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { formatDate, formatDateTime } from '../../../utils/date';
import { formatMoneyPaise } from '../../../utils/money';
import { useRequestIssues } from '../api/get-request-issues';
import { useReportIssue } from '../api/report-issue';
import type { UserRequest } from '../types';

const TOAST_ID = 'problem-report';

/**
 * A paid job's problem reports (issue 23): each report's status, the admin's note and its
 * refunds; and 'Report a problem' while the 7 days after the payment last and none is open.
 */
export function ProblemReport({ request }: { request: UserRequest }) {
  const paid = inStatusGroup(PAID_STATUSES, request.status);
  if (!paid) return null;
  return <PaidJobProblems request={request} />;
}

function PaidJobProblems({ request }: { request: UserRequest }) {
  const { t } = useTranslation('disputes');
  const issues = useRequestIssues(request._id);
  const [open, setOpen] = useState(false);
  const data = issues.data;
  if (!data) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="problem-report">
      {data.issues.map((issue) => (
        <IssueSummary key={issue.id} issue={issue} />
      ))}
      {data.canReport && (
        <div className="flex flex-col gap-2">
          {data.reportableUntil && (
            <p className="text-xs text-slate-500">
              {t('report.until', { date: formatDate(data.reportableUntil) })}
            </p>
          )}
          <div>
            <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
              <MessageSquareWarning className="size-4" aria-hidden="true" />
              {t('report.action')}
            </Button>
          </div>
        </div>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('report.title')}
        description={t('report.description', { title: request.title })}
        data-testid="problem-report-dialog"
      >
        {open && <ReportForm requestId={request._id} onClose={() => setOpen(false)} />}
      </Dialog>
    </div>
  );
}

function IssueSummary({ issue }: { issue: TIssue }) {
  const { t } = useTranslation('disputes');
  return (
    <section
      className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800"
      data-testid="issue-summary"
      data-status={issue.status}
    >
      <h4 className="font-semibold">{t('issue.heading')}</h4>
      <p>
        {t('issue.reportedOn', {
          date: formatDateTime(issue.createdAt),
          reason: t(`reasons.${issue.reason}`),
        })}
      </p>
      <p>{t('issue.status', { status: t(`statuses.${issue.status}`) })}</p>
      {issue.decisionNote && <p>{t('issue.note', { note: issue.decisionNote })}</p>}
      {issue.refunds.map((refund) => (
        <p key={refund.id} data-testid="issue-refund" data-status={refund.status}>
          {t('issue.refund', {
            amount: formatMoneyPaise(refund.amountPaise),
            status: t(`refundStatuses.${refund.status}`),
          })}
        </p>
      ))}
    </section>
  );
}

function ReportForm({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { t } = useTranslation('disputes');
  const [reason, setReason] = useState<IssueReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const report = useReportIssue();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The call's own schema checks the form, with the messages the server would answer.
    const parsed = ZReportIssueRequest.safeParse({ reason: reason || undefined, details });
    if (!parsed.success) {
      const next: { reason?: string; details?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'reason' | 'details';
        next[field] ??= translateValidation(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    report.mutate(
      { requestId, body: parsed.data },
      {
        onSuccess: (response) => {
          onClose();
          toast.success(translateValidation(response.message), { id: TOAST_ID });
        },
        onError: (error) => {
          toast.error(
            failureMessage(error, {
              failed: t('report.failed'),
              unexpected: t('report.unexpected'),
            }),
            { id: TOAST_ID },
          );
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('report.reason')}
        name="reason"
        value={reason}
        placeholder={t('report.reasonPrompt')}
        options={ISSUE_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
        onChange={(event) => setReason(event.target.value as IssueReason)}
        error={errors.reason}
      />
      <TextareaField
        label={t('report.details')}
        name="details"
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={errors.details}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" isLoading={report.isPending}>
          {t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
