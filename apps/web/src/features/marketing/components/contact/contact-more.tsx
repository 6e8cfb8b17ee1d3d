import { Handshake, LifeBuoy, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../config/paths';
import { ANCHORS } from '../../lib/anchors';
import { EmailLink } from '../email-link';
import { ContactCard } from './contact-card';

const HELP_LINKS = [
  { id: 'faq', to: { pathname: paths.home, hash: ANCHORS.faq } },
  { id: 'services', to: paths.services },
  { id: 'privacy', to: paths.privacyPolicy },
  { id: 'terms', to: paths.terms },
] as const satisfies readonly { id: string; to: To }[];

/** Answers, the Grievance Officer and the partners' corner. */
export function ContactMore() {
  const { t } = useTranslation('marketing');
  const grievanceEmail = t('shared.contact.grievanceEmail');
  const partnersEmail = t('shared.contact.partnersEmail');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ContactCard id="contact-help" icon={LifeBuoy} title={t('contact.help.title')}>
        <ul>
          {HELP_LINKS.map((link) => (
            <li key={link.id}>
              <TextLink to={link.to}>{t(`contact.help.${link.id}`)}</TextLink>
            </li>
          ))}
        </ul>
      </ContactCard>

      <ContactCard id="contact-grievance" icon={Scale} title={t('contact.grievance.title')}>
        <p>{t('contact.grievance.body', { name: t('shared.grievanceOfficer.name') })}</p>
        <EmailLink email={grievanceEmail} />
        <div>
          <TextLink to={{ pathname: paths.privacyPolicy, hash: ANCHORS.grievanceOfficer }}>
            {t('contact.grievance.rightsLink')}
          </TextLink>
        </div>
      </ContactCard>

      <ContactCard id="contact-partners" icon={Handshake} title={t('contact.partners.title')}>
        <p>{t('contact.partners.body')}</p>
        <EmailLink email={partnersEmail} />
        <div className="mt-3 flex flex-col items-start gap-2">
          <ButtonLink to={paths.repairer.getOtp}>{t('shared.cta.becomePartner')}</ButtonLink>
          <TextLink to={paths.repairer.login}>{t('contact.partners.login')}</TextLink>
        </div>
      </ContactCard>
    </div>
  );
}
