import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../utils/cn';

/** The house mark with a saffron lamp. */
/** The brand is the same word in every language: 'Ghar' and 'Seva', the second in brand teal. */
const BRAND = ['Ghar', 'Seva'] as const;

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M32 14 12 31h6v18h10V38h8v11h10V31h6z" fill="#fff" />
      <circle cx="32" cy="29" r="4" fill="#f59e0b" />
    </svg>
  );
}

/** Logo and wordmark, linking home (or to `to`). */
export function Logo({
  to = '/',
  className,
  compact = false,
}: {
  to?: string;
  className?: string;
  /** The mark alone on phones (the link keeps its name, 'GharSeva home' or the like). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('nav.homeLink')}
      className={cn('inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg', className)}
    >
      <LogoMark />
      <span
        className={cn(
          'text-lg font-extrabold tracking-tight text-slate-900 sm:text-xl',
          compact && 'max-sm:sr-only',
        )}
      >
        {BRAND[0]}
        <span className="text-brand-700">{BRAND[1]}</span>
      </span>
    </Link>
  );
}
