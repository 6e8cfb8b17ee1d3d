import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An admin console page's title (its h1 and the document title), a line under it, and its controls. */
export function ConsoleHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <title>{t('pageTitle', { title })}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
