import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../utils/cn';

/** One item of a signed-in area's navigation: icon over label on phones, side by side wider. */
export function AppNavLink({
  to,
  label,
  icon: Icon,
  badge,
  fullLabel = false,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A count on the icon ('3', '9+') and what it means to a screen reader ('3 unread'). */
  badge?: { text: string; label: string; testId?: string } | null | undefined;
  /** The whole label on one line, never cut (the row around it scrolls instead). */
  fullLabel?: boolean;
}) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 py-1 text-xs font-medium tracking-tight sm:flex-row sm:gap-2 sm:px-3 sm:text-sm sm:tracking-normal',
          // A whole label can be short ('मैसेज'): the target stays 44 px wide at least.
          fullLabel ? 'min-w-14' : 'min-w-0',
          isActive ? 'text-brand-700' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
        )
      }
    >
      <span className="relative shrink-0">
        <Icon className="size-5" aria-hidden="true" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid={badge.testId ?? 'notification-badge'}
            className="absolute -top-2 -end-2.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white"
          >
            {badge.text}
          </span>
        )}
      </span>
      <span
        data-testid="nav-label"
        className={fullLabel ? 'px-1.5 whitespace-nowrap sm:px-0' : 'max-w-full truncate'}
      >
        {label}
      </span>
      {badge && <span className="sr-only">({badge.label})</span>}
    </NavLink>
  );
}
