import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** Any unknown path: '404 - Page Not Found' with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<SearchX className="size-8" aria-hidden="true" />}
      title={t('notFound.title')}
      body={t('notFound.body')}
    >
      <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
    </StatusPage>
  );
}

export function StatusPage({
  icon,
  title,
  body,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{t('pageTitle', { title })}</title>
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="text-slate-600">{body}</p>
      {children}
    </section>
  );
}
