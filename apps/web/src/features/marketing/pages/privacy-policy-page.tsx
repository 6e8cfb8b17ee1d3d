import { useTranslation } from 'react-i18next';
import { GrievanceOfficer } from '../components/legal/grievance-officer';
import { LegalDocument } from '../components/legal/legal-document';
import { usePageMeta } from '../hooks/use-page-meta';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { ANCHORS } from '../lib/anchors';

/** `/privacy-policy`: the privacy policy under the DPDP Act 2023 and the Aadhaar Act 2016. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation(['marketing', 'legal']);
  usePageMeta(
    t('shared.pageTitle', { page: t('legal:privacy.meta.title') }),
    t('legal:privacy.meta.description'),
  );
  useScrollToHash();

  return (
    <LegalDocument
      docKey="privacy"
      appendices={[
        {
          id: ANCHORS.grievanceOfficer,
          title: t('shared.grievanceOfficer.heading'),
          content: <GrievanceOfficer />,
        },
      ]}
    />
  );
}
