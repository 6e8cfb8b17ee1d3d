import { type TRepairerActivity } from '@gharseva/domain';
import {
  CircleCheckBig,
  CircleX,
  ClipboardList,
  IndianRupee,
  Undo2,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityFeed, type ActivityEntry } from '../../../components/activity-feed';
import { formatMoneyRupees } from '../../../utils/money';
import { useServerText } from '../../../lib/server-text';

const ICONS = {
  completed: { icon: CircleCheckBig, tone: 'bg-emerald-50 text-emerald-700' },
  accepted: { icon: UserCheck, tone: 'bg-indigo-50 text-indigo-700' },
  new_request: { icon: ClipboardList, tone: 'bg-amber-50 text-amber-700' },
  quoted: { icon: IndianRupee, tone: 'bg-violet-50 text-violet-700' },
  cancelled: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
  rejected: { icon: Undo2, tone: 'bg-rose-50 text-rose-700' },
} as const satisfies Record<TRepairerActivity['type'], { icon: LucideIcon; tone: string }>;

/** The repairer's latest events: an icon by type, the message, the amount and when. */
export function RecentActivityList({ items }: { items: TRepairerActivity[] }) {
  const { t } = useTranslation('repairer');
  const serverText = useServerText();
  const entries = items.map((item, index): ActivityEntry => ({
    key: `${item.time}-${index}`,
    ...(ICONS[item.type] ?? ICONS.new_request),
    message: serverText('repairerActivity', item),
    time: item.time,
    trailing: item.amount !== null && item.amount > 0 && (
      <span className="shrink-0 text-sm font-semibold text-slate-900">
        {formatMoneyRupees(item.amount)}
      </span>
    ),
  }));
  return <ActivityFeed entries={entries} emptyText={t('dashboard.activity.empty')} />;
}
