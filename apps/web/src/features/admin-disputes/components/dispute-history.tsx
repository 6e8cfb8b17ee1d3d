import type { TAdminDispute } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/date';

const KNOWN_EVENTS = [
  'request_created',
  'status_changed',
  'payment_captured',
  'issue_reported',
  'issue_decided',
  'chat_started',
] as const;
type KnownEvent = (typeof KNOWN_EVENTS)[number];
const isKnown = (kind: string): kind is KnownEvent =>
  (KNOWN_EVENTS as readonly string[]).includes(kind);

/** The job's events, oldest first, with the status each moved it to. */
export function DisputeHistory({ history }: { history: TAdminDispute['history'] }) {
  const { t } = useTranslation(['disputes', 'common']);
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {t('disputes:admin.history')}
      </summary>
      <ol className="mt-2 flex flex-col gap-1 border-s border-slate-200 ps-3">
        {history.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`}>
            <span className="text-slate-500">{formatDateTime(entry.createdAt)}</span>{' '}
            {t(`disputes:events.${isKnown(entry.kind) ? entry.kind : 'other'}`)}
            {entry.toStatus && (
              <>
                {' → '}
                {t(`common:status.${entry.toStatus}` as 'common:status.requested', {
                  defaultValue: entry.toStatus,
                })}
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
