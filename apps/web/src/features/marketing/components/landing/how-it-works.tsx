import { HOW_IT_WORKS_STEPS } from '../../../../config/how-it-works';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../section-heading';

/** The four-step explainer: choose service, describe job, get matched, service done. */
export function HowItWorks() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="how-it-works-title"
      className="bg-white px-4 py-14 sm:py-20 render-when-visible"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="how-it-works-title"
          title={t('landing.howItWorks.title')}
          subtitle={t('landing.howItWorks.subtitle')}
        />
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map(({ id, icon: Icon }, index) => (
            <li key={id} className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <p className="text-sm font-semibold text-teal-800">
                  {t('landing.howItWorks.stepLabel', { number: index + 1 })}
                </p>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.howItWorks.steps.${id}.title`)}
              </h3>
              <p className="mt-2 text-sm text-slate-700">
                {t(`landing.howItWorks.steps.${id}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
