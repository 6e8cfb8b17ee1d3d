import type { TAuditEntry } from '@gharseva/domain';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../utils/date';
import { useAuditLog } from '../api/get-audit-log';
import { ConsoleHeading } from '../../../components/layout/console-heading';

/** /admin/audit-log: every admin action, newest first, 50 a page; nothing here changes. */
export default function AdminAuditLogPage() {
  const { t } = useTranslation('admin');
  // The cursors of the pages gone through, newest first: the last one is the page shown.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const log = useAuditLog(cursors.at(-1) ?? null);
  const entries = log.data?.entries ?? [];
  const nextBefore = log.data?.nextBefore ?? null;

  let content;
  if (log.isPending) content = <Skeleton className="h-64 w-full rounded-2xl" />;
  else if (log.isError && entries.length === 0) {
    content = <LoadError message={t('audit.fetchFailed')} onRetry={() => void log.refetch()} />;
  } else if (entries.length === 0) {
    content = <EmptyState icon={ScrollText} title={t('audit.empty')} data-testid="audit-empty" />;
  } else {
    content = (
      <>
        <Card
          // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
          className="overflow-x-auto p-0"
          tabIndex={0}
          role="region"
          aria-label={t('audit.title')}
        >
          <table className="w-full text-sm" data-testid="audit-table">
            <caption className="sr-only">{t('audit.title')}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('audit.when')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('audit.who')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('audit.what')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('audit.target')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  {t('audit.reason')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </Card>
        <div className="flex flex-wrap justify-center gap-3">
          {cursors.length > 1 && (
            <Button variant="outline" onClick={() => setCursors((c) => c.slice(0, -1))}>
              {t('audit.newer')}
            </Button>
          )}
          {nextBefore && (
            <Button
              variant="outline"
              onClick={() => setCursors((c) => [...c, nextBefore])}
              isLoading={log.isPlaceholderData}
            >
              {t('audit.more')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ConsoleHeading title={t('audit.title')} subtitle={t('audit.subtitle')} />
      {content}
    </div>
  );
}

function AuditRow({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('admin');
  // Actions and records other parts of the console add read as their own name until translated.
  const action = t(`audit.actions.${entry.action}` as 'audit.actions.payout.retry', {
    defaultValue: entry.action,
  });
  const target = t(`audit.targets.${entry.targetType}` as 'audit.targets.payout', {
    defaultValue: entry.targetType,
  });
  return (
    <tr className="border-t border-slate-100 align-top" data-action={entry.action}>
      <td className="px-4 py-2 whitespace-nowrap">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </td>
      <td className="px-4 py-2">{entry.admin.fullname}</td>
      <td className="px-4 py-2">{action}</td>
      <td className="px-4 py-2">
        {target}{' '}
        <span className="font-mono text-xs text-slate-500">{entry.targetId.slice(-8)}</span>
      </td>
      <td className="px-4 py-2 break-words">{entry.reason ?? t('audit.noReason')}</td>
    </tr>
  );
}
