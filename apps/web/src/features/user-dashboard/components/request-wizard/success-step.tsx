import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PushPrompt } from '../../../../components/push-prompt';

/** 'Service Requested!' with the request's title, and the offer of notifications. */
export function SuccessStep({ title }: { title: string }) {
  const { t } = useTranslation('wizard');
  return (
    <section
      aria-labelledby="wizard-success-title"
      className="flex flex-col items-center gap-3 py-6 text-center"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheckBig className="size-9" aria-hidden="true" />
      </span>
      <h3
        id="wizard-success-title"
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none"
      >
        {t('success.title')}
      </h3>
      <p className="font-semibold break-words text-slate-800" data-testid="wizard-success-request">
        {title}
      </p>
      <p className="max-w-sm text-slate-600">{t('success.body')}</p>
      {/* The moment to ask: the repairer's answer is what they wait for now (decision 056). */}
      <div className="w-full max-w-md">
        <PushPrompt audience="customer" />
      </div>
    </section>
  );
}
