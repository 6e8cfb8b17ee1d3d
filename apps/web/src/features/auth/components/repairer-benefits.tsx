import { BadgeCheck, IndianRupee, MapPin, Quote, Scale, ToggleRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MarketingFigures } from './marketing-figures';

const BENEFITS = [
  { key: 'nearby', Icon: MapPin },
  { key: 'quotes', Icon: Scale },
  { key: 'payouts', Icon: IndianRupee },
  { key: 'verified', Icon: BadgeCheck },
  { key: 'flexible', Icon: ToggleRight },
] as const;

/** Why join: the benefits, the real figures (when true) and a professional's words. */
export function RepairerBenefits() {
  const { t } = useTranslation('auth');
  return (
    <aside
      aria-labelledby="benefits-title"
      className="flex flex-col gap-6 rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8"
      data-testid="benefits-panel"
    >
      <div>
        <h2 id="benefits-title" className="text-xl font-bold">
          {t('repairerSignup.benefitsTitle')}
        </h2>
        <p className="mt-1 text-brand-100">{t('repairerSignup.benefitsSubtitle')}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
              <Icon className="size-5 text-accent-400" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{t(`repairerSignup.benefits.${key}Title`)}</h3>
              <p className="text-sm text-brand-100">{t(`repairerSignup.benefits.${key}Body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <MarketingFigures />
      <figure
        className="rounded-xl bg-white/10 p-4"
        aria-label={t('repairerSignup.testimonialLabel')}
      >
        <Quote className="size-6 text-accent-400" aria-hidden="true" />
        <blockquote className="mt-2 text-sm leading-6">
          {t('repairerSignup.testimonialQuote')}
        </blockquote>
        <figcaption className="mt-3 text-sm">
          <span className="font-semibold">{t('repairerSignup.testimonialName')}</span>
          <span className="text-brand-100">, {t('repairerSignup.testimonialRole')}</span>
        </figcaption>
      </figure>
    </aside>
  );
}
