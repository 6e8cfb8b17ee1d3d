import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { Card } from './card';

/** What a list shows when it has nothing: an icon, a line, a hint and a way on. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  headingLevel = 2,
  className,
  'data-testid': testId,
}: {
  icon: LucideIcon;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  'data-testid'?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card
      className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}
      data-testid={testId}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
      {body && <p className="max-w-md text-slate-600">{body}</p>}
      {action}
    </Card>
  );
}
