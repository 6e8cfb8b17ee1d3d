import type { RequestStatus } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../utils/cn';

/** The colour of each status badge (SPEC.md section 4: requested yellow, in_progress blue, ...). */
export const STATUS_TONES = {
  requested: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  pending_quote: 'bg-amber-100 text-amber-900 ring-amber-300',
  quoted: 'bg-violet-100 text-violet-900 ring-violet-300',
  accepted: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  in_progress: 'bg-blue-100 text-blue-900 ring-blue-300',
  pending_otp: 'bg-cyan-100 text-cyan-900 ring-cyan-300',
  pending_payment: 'bg-orange-100 text-orange-900 ring-orange-300',
  rejected: 'bg-rose-100 text-rose-900 ring-rose-300',
  customer_paid: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  closed_rejected: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const satisfies Record<RequestStatus, string>;

/** A request's status as a coloured pill: 'Requested', 'Quoted', 'Pending OTP', 'Service Done!'... */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_TONES[status],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}
