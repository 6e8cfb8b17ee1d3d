import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../utils/cn';

/** A grey loading block (skeleton); `className` sets its size and shape. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-slate-200', className)}
    />
  );
}

/** A group of skeletons announced once as "Loading". */
export function SkeletonGroup({
  children,
  className,
  'data-testid': testId,
}: {
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className={className} data-testid={testId}>
      <span className="sr-only">{t('loading')}</span>
      {children}
    </div>
  );
}
