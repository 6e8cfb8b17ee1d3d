import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "The short version": the document's key points in plain words, before the full text. */
export function LegalSummary({ items }: { items: readonly string[] }) {
  const { t } = useTranslation('marketing');
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="legal-summary-title"
      className="rounded-2xl border border-teal-200 bg-teal-50 p-5 sm:p-6"
    >
      <h2 id="legal-summary-title" className="text-lg font-semibold text-slate-900">
        {t('shared.legal.summaryHeading')}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-base text-slate-800">
            <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
