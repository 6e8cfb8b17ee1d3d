import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactMethods } from '../components/contact/contact-methods';
import { ContactMore } from '../components/contact/contact-more';
import { PageHeader } from '../components/page-header';
import { usePageMeta } from '../hooks/use-page-meta';

/** `/contact-us`: how to reach support, the Grievance Officer and the partner team (no form). */
export default function ContactUsPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(
    t('shared.pageTitle', { page: t('contact.meta.title') }),
    t('contact.meta.description'),
  );

  return (
    <>
      <PageHeader title={t('contact.title')} lead={<p>{t('contact.subtitle')}</p>} />
      <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10 sm:py-14">
        <ContactMethods />
        <p className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-base text-slate-800">
          <MessagesSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          {t('contact.jobTip')}
        </p>
        <ContactMore />
      </div>
    </>
  );
}
