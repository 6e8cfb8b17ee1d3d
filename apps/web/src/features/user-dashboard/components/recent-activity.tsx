import {
  Bell,
  CircleCheckBig,
  CircleX,
  ClipboardList,
  CreditCard,
  IndianRupee,
  MessageSquare,
  Star,
  UserCheck,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityFeed, type ActivityEntry } from '../../../components/activity-feed';
import type { UserActivity } from '../api/get-recent-activity';
import { activityKind, type ActivityKind } from '../utils/activity-kind';
import { useServerText } from '../../../lib/server-text';

const ICONS = {
  requested: { icon: ClipboardList, tone: 'bg-amber-50 text-amber-700' },
  in_progress: { icon: Wrench, tone: 'bg-sky-50 text-sky-700' },
  completed: { icon: CircleCheckBig, tone: 'bg-emerald-50 text-emerald-700' },
  cancelled: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
  accepted: { icon: UserCheck, tone: 'bg-indigo-50 text-indigo-700' },
  quoted: { icon: IndianRupee, tone: 'bg-violet-50 text-violet-700' },
  payment: { icon: CreditCard, tone: 'bg-emerald-50 text-emerald-700' },
  message: { icon: MessageSquare, tone: 'bg-violet-50 text-violet-700' },
  account: { icon: UserRound, tone: 'bg-brand-50 text-brand-700' },
  review: { icon: Star, tone: 'bg-accent-50 text-accent-700' },
  other: { icon: Bell, tone: 'bg-slate-100 text-slate-700' },
} as const satisfies Record<ActivityKind, { icon: LucideIcon; tone: string }>;

/** The latest events of the customer's requests and account, with when they happened. */
export function RecentActivityList({ items }: { items: UserActivity[] }) {
  const { t } = useTranslation('dashboard');
  const serverText = useServerText();
  const entries = items.map((item, index): ActivityEntry => ({
    key: item._id ?? `${item.time}-${index}`,
    ...ICONS[activityKind(item.message, item.type)],
    message: serverText('userActivity', item),
    time: item.time,
  }));
  return <ActivityFeed entries={entries} emptyText={t('user.activity.empty')} />;
}
