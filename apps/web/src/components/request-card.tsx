import type { RequestStatus } from '@gharseva/domain';
import type { ComponentProps, ReactNode } from 'react';
import { Card } from './ui/card';
import { RequestStatusBadge } from './ui/status-badge';
import { cn } from '../utils/cn';

/** A request or job shown as a card: an article named by its title (`titleId`). */
export function RequestCard({
  titleId,
  className,
  ...props
}: ComponentProps<typeof Card> & { titleId: string }) {
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('flex w-full flex-col gap-4 p-4 sm:p-5', className)}
      {...props}
    />
  );
}

/** The card's head: the title (its h2), the service line under it, and the status badge. */
export function RequestCardHead({
  titleId,
  title,
  line,
  status,
}: {
  titleId: string;
  title: ReactNode;
  line: ReactNode;
  status: RequestStatus;
}) {
  return (
    <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg leading-snug font-bold break-words text-slate-900">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{line}</p>
      </div>
      <RequestStatusBadge status={status} />
    </div>
  );
}
