import { HOW_IT_WORKS_STEPS } from '../../../config/how-it-works';
import { useTranslation } from 'react-i18next';

/** Choose service, describe job, get matched, service done. */
export function HowItWorks() {
  const { t } = useTranslation('dashboard');
  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {HOW_IT_WORKS_STEPS.map(({ id, icon: Icon }, index) => (
        <li key={id} className="flex gap-3 rounded-xl bg-slate-50 p-4">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold text-brand-700">
              {t('user.howItWorks.stepLabel', { number: index + 1 })}
            </p>
            <h3 className="font-semibold text-slate-900">
              {t(`user.howItWorks.steps.${id}.title`)}
            </h3>
            <p className="text-sm text-slate-600">{t(`user.howItWorks.steps.${id}.body`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
