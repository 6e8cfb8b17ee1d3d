import type { NotificationType } from '@gharseva/domain';
import {
  Bell,
  BriefcaseBusiness,
  CircleX,
  FileText,
  IndianRupee,
  Info,
  MessageSquare,
  Star,
  UserCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../../utils/cn';

const ICONS = {
  job_accepted: { icon: UserCheck, tone: 'bg-indigo-50 text-indigo-700' },
  new_message: { icon: MessageSquare, tone: 'bg-brand-50 text-brand-700' },
  system_update: { icon: Info, tone: 'bg-slate-100 text-slate-700' },
  job_cancelled: { icon: CircleX, tone: 'bg-red-50 text-red-700' },
  rating_received: { icon: Star, tone: 'bg-amber-50 text-amber-700' },
  new_job_request: { icon: BriefcaseBusiness, tone: 'bg-orange-50 text-orange-700' },
  payment_received: { icon: IndianRupee, tone: 'bg-emerald-50 text-emerald-700' },
  job_in_progress: { icon: Wrench, tone: 'bg-blue-50 text-blue-700' },
  quote_provided: { icon: FileText, tone: 'bg-violet-50 text-violet-700' },
} as const satisfies Record<NotificationType, { icon: LucideIcon; tone: string }>;

const FALLBACK = { icon: Bell, tone: 'bg-slate-100 text-slate-700' };

export const isNotificationType = (type: string): type is NotificationType => type in ICONS;

/** The icon of a notification's type (SPEC.md section 2), decorative. */
export function NotificationIcon({ type }: { type: string }) {
  const { icon: Icon, tone } = isNotificationType(type) ? ICONS[type] : FALLBACK;
  return (
    <span
      className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full', tone)}
      data-type={type}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
