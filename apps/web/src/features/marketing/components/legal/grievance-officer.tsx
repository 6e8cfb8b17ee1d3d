import { Mail, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompanyAddressLines } from '../company-address';
import { EmailLink } from '../email-link';

/** The Grievance Officer's contact (DPDP Act 2023; Consumer Protection (E-Commerce) Rules 2020). */
export function GrievanceOfficer() {
  const { t } = useTranslation('marketing');
  const email = t('shared.contact.grievanceEmail');
  return (
    <div className="space-y-4">
      <p className="text-base leading-7 text-slate-700">{t('shared.grievanceOfficer.intro')}</p>
      <address className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-5 text-base not-italic text-slate-800">
        <p className="flex items-start gap-3">
          <UserRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal-700" />
          <span>
            <span className="block font-semibold text-slate-900">
              {t('shared.grievanceOfficer.name')}
            </span>
            {t('shared.grievanceOfficer.role', { company: t('shared.company.legalName') })}
          </span>
        </p>
        <p className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
          <span className="min-w-0">
            <span className="sr-only">{t('shared.grievanceOfficer.emailLabel')}: </span>
            <EmailLink email={email} />
          </span>
        </p>
        <p className="flex items-start gap-3">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal-700" />
          <span>
            <span className="sr-only">{t('shared.grievanceOfficer.addressLabel')}: </span>
            <CompanyAddressLines />
          </span>
        </p>
      </address>
      <p className="text-base leading-7 text-slate-700">{t('shared.grievanceOfficer.timelines')}</p>
    </div>
  );
}
