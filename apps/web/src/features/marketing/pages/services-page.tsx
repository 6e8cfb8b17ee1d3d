import { CATALOGUE } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '../components/cta-band';
import { PageHeader } from '../components/page-header';
import { CategoryJumpNav } from '../components/services/category-jump-nav';
import { PriceNote } from '../components/services/price-note';
import { ServiceCategory } from '../components/services/service-category';
import { usePageMeta } from '../hooks/use-page-meta';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

/** `/services`: the whole catalogue with indicative prices, one disclosure per category. */
export default function ServicesPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(
    t('shared.pageTitle', { page: t('services.meta.title') }),
    t('services.meta.description'),
  );
  useScrollToHash();

  return (
    <>
      <PageHeader
        eyebrow={t('services.eyebrow')}
        title={t('services.title')}
        lead={<p>{t('services.subtitle')}</p>}
      >
        <CategoryJumpNav />
      </PageHeader>
      <div className="mx-auto w-full max-w-4xl space-y-5 px-4 py-10 sm:py-14">
        <PriceNote />
        {CATALOGUE.map((category) => (
          <ServiceCategory key={category.slug} category={category} />
        ))}
      </div>
      <CtaBand
        headingId="services-cta-title"
        title={t('services.cta.title')}
        body={t('services.cta.body')}
      />
    </>
  );
}
