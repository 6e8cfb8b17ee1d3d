import { Building2, Clock, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../lib/contact-links';
import { CompanyAddressLines } from '../company-address';
import { EmailLink } from '../email-link';
import { ContactCard } from './contact-card';

const BIG_LINK =
  'inline-flex min-h-11 items-center text-lg font-bold text-teal-800 underline-offset-4 hover:underline';

/** Phone, email, hours and the registered office. */
export function ContactMethods() {
  const { t } = useTranslation('marketing');
  const phone = t('shared.contact.supportPhone');
  const email = t('shared.contact.supportEmail');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ContactCard id="contact-phone" icon={Phone} title={t('contact.phone.title')}>
        <a href={telHref(phone)} className={BIG_LINK}>
          {phone}
        </a>
        <p className="text-sm text-slate-600">{t('contact.phone.note')}</p>
      </ContactCard>
      <ContactCard id="contact-email" icon={Mail} title={t('contact.email.title')}>
        <EmailLink email={email} className="text-lg font-bold hover:underline" />
        <p className="text-sm text-slate-600">{t('contact.email.note')}</p>
      </ContactCard>
      <ContactCard id="contact-hours" icon={Clock} title={t('contact.hours.title')}>
        <p className="text-lg font-bold text-slate-900">{t('contact.hours.value')}</p>
        <p className="text-sm text-slate-600">{t('contact.hours.note')}</p>
      </ContactCard>
      <ContactCard id="contact-office" icon={Building2} title={t('contact.office.title')}>
        <address className="not-italic">
          <CompanyAddressLines />
        </address>
      </ContactCard>
    </div>
  );
}
