import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from './text-link';

/** A signed-in page's title (its h1 and the document title), a line under it, and the way back. */
export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel,
  action,
}: {
  title: string;
  subtitle?: string;
  backTo: string;
  backLabel: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2">
      <title>{t('pageTitle', { title })}</title>
      <TextLink to={backTo} className="gap-1.5 self-start text-sm">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {backLabel}
      </TextLink>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        </div>
        {action}
      </div>
    </header>
  );
}
