import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../utils/cn';

/** One item of a signed-in area's navigation: icon over label on phones, side by side wider. */
export function AppNavLink({
  to,
  label,
  icon: Icon,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
}) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'flex min-h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 py-1 text-xs font-medium tracking-tight sm:flex-row sm:gap-2 sm:px-3 sm:text-sm sm:tracking-normal',
          isActive ? 'text-brand-700' : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className="max-w-full truncate">{label}</span>
    </NavLink>
  );
}
