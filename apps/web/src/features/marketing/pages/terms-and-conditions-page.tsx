import { REJECTION_FEE_PAISE } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { GrievanceOfficer } from '../components/legal/grievance-officer';
import { LegalDocument } from '../components/legal/legal-document';
import { SupportContactList } from '../components/legal/support-contact-list';
import { usePageMeta } from '../hooks/use-page-meta';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { formatMoneyRupees } from '../../../utils/money';
import { ANCHORS } from '../lib/anchors';

/** `/terms-and-conditions`: the terms for customers and repairers. */
export default function TermsAndConditionsPage() {
  const { t } = useTranslation(['marketing', 'legal']);
  usePageMeta(
    t('shared.pageTitle', { page: t('legal:terms.meta.title') }),
    t('legal:terms.meta.description', { fee: formatMoneyRupees(REJECTION_FEE_PAISE / 100) }),
  );
  useScrollToHash();

  return (
    <LegalDocument
      docKey="terms"
      appendices={[
        {
          id: 'contact',
          title: t('legal:terms.contactSection.title'),
          content: <SupportContactList />,
        },
        {
          id: ANCHORS.grievanceOfficer,
          title: t('shared.grievanceOfficer.heading'),
          content: <GrievanceOfficer />,
        },
      ]}
    />
  );
}
