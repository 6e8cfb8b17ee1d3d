import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../utils/cn';

/** The frame of every sign-in screen: a centred card with the page's h1, on a soft brand wash. */
export function AuthPage({
  title,
  subtitle,
  icon,
  steps,
  children,
  footer,
  className,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  steps?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 justify-center bg-linear-to-b from-brand-50 to-slate-50 px-4 py-8 sm:items-center sm:py-14">
      <title>{t('pageTitle', { title })}</title>
      <Card className={cn('h-fit w-full max-w-md p-5 sm:p-8', className)}>
        {steps}
        {icon && (
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            {icon}
          </span>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1.5 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 flex flex-col items-center gap-1 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
            {footer}
          </div>
        )}
      </Card>
    </div>
  );
}

/** A line of the card's footer: a question and its link. */
export function AuthFooterLine({ text, children }: { text?: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1.5">
      {text && <span>{text}</span>}
      {children}
    </p>
  );
}
