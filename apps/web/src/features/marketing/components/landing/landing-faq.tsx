import { REJECTION_FEE_PAISE } from '@gharseva/domain';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../config/paths';
import { formatMoneyRupees } from '../../../../utils/money';
import { ANCHORS } from '../../lib/anchors';
import { parseFaqItems } from '../../lib/translated-content';
import { SectionHeading } from '../section-heading';

/** Common questions as native disclosure widgets (keyboard and screen-reader friendly). */
export function LandingFaq() {
  const { t } = useTranslation('marketing');
  // Amounts are interpolated, written by the money formatter in the language (decision 040).
  const items = parseFaqItems(
    t('landing.faq.items', {
      returnObjects: true,
      fee: formatMoneyRupees(REJECTION_FEE_PAISE / 100),
    }),
    'landing.faq.items',
  );
  return (
    <section
      id={ANCHORS.faq}
      aria-labelledby="faq-title"
      className="render-when-visible scroll-mt-20 bg-white px-4 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" title={t('landing.faq.title')} />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {items.map((item) => (
            <details key={item.question} className="group px-4 sm:px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-start text-base font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-5 text-base text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center text-base text-slate-700">
          {t('landing.faq.morePrompt')}{' '}
          <TextLink to={paths.contactUs}>{t('shared.cta.contactUs')}</TextLink>
        </p>
      </div>
    </section>
  );
}
