import type { RequestStatus } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../utils/cn';
import { STATUS_TONES } from '../utils/status';

/** The status as a coloured pill: 'Requested', 'Quoted', 'Pending OTP', 'Service Done!'... */
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
