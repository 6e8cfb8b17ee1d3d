import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../config/paths';
import { telHref } from '../../lib/contact-links';
import { EmailLink } from '../email-link';

const LINK =
  'inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900';

/** Support phone, email and hours as a definition list, with a link to the contact page. */
export function SupportContactList() {
  const { t } = useTranslation(['marketing', 'legal']);
  const phone = t('shared.contact.supportPhone');
  const email = t('shared.contact.supportEmail');
  return (
    <div className="space-y-4">
      <p className="text-base leading-7 text-slate-700">{t('legal:terms.contactSection.body')}</p>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-5 text-base sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('legal:terms.contactSection.phoneLabel')}</dt>
        <dd className="mb-2 sm:mb-0">
          <a href={telHref(phone)} className={LINK}>
            {phone}
          </a>
        </dd>
        <dt className="text-slate-600">{t('legal:terms.contactSection.emailLabel')}</dt>
        <dd className="mb-2 sm:mb-0">
          <EmailLink email={email} />
        </dd>
        <dt className="text-slate-600">{t('legal:terms.contactSection.hoursLabel')}</dt>
        <dd className="text-slate-800">{t('shared.contact.hours')}</dd>
      </dl>
      <TextLink to={paths.contactUs}>{t('legal:terms.contactSection.allWays')}</TextLink>
    </div>
  );
}
