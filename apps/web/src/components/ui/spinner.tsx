import { useTranslation } from 'react-i18next';
import { cn } from '../../utils/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cn('size-5 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The whole-page wait (session check, lazy page): announced as "Loading". */
export function PageSpinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="page-spinner"
      className={cn(
        'flex min-h-[50vh] w-full items-center justify-center text-brand-700',
        className,
      )}
    >
      <Spinner className="size-9" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
