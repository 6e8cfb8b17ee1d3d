import { useTranslation } from 'react-i18next';
import { CtaBand } from '../components/cta-band';
import { CategoryGrid } from '../components/landing/category-grid';
import { HowItWorks } from '../components/landing/how-it-works';
import { LandingFaq } from '../components/landing/landing-faq';
import { LandingHero } from '../components/landing/landing-hero';
import { PartnerBand } from '../components/landing/partner-band';
import { TrustPoints } from '../components/landing/trust-points';
import { usePageMeta } from '../hooks/use-page-meta';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

/** `/`: the public landing page (rendered inside the public layout's `<main>`). */
export default function LandingPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('landing.meta.title'), t('landing.meta.description'));
  useScrollToHash();

  return (
    <>
      <LandingHero />
      <HowItWorks />
      <CategoryGrid />
      <TrustPoints />
      <PartnerBand />
      <LandingFaq />
      <CtaBand
        headingId="landing-final-cta-title"
        title={t('landing.finalCta.title')}
        body={t('landing.finalCta.body')}
      />
    </>
  );
}
