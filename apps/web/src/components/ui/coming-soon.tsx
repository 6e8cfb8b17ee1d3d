import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';

/** The card of a screen a later issue fills in. */
export function ComingSoon({
  title,
  body,
  action,
  headingLevel = 2,
}: {
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid="coming-soon">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold tracking-wide text-accent-700 uppercase">
        {t('comingSoon.badge')}
      </span>
      <Heading className="text-xl font-bold text-slate-900">{title}</Heading>
      <p className="max-w-md text-slate-600">{body ?? t('comingSoon.body')}</p>
      {action}
    </Card>
  );
}
