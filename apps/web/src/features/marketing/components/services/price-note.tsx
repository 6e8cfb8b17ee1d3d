import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VisitPriceNote } from '../../../../components/ui/visit-price-note';

/** Prices are indicative; the technician confirms the price at the visit. */
export function PriceNote() {
  const { t } = useTranslation('marketing');
  return (
    <aside
      aria-labelledby="price-note-title"
      className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="min-w-0 text-sm text-slate-800 sm:text-base">
        <h2 id="price-note-title" className="font-semibold text-slate-900">
          {t('services.priceNote.title')}
        </h2>
        <p className="mt-1">{t('services.priceNote.body')}</p>
        <VisitPriceNote className="mt-2 font-medium" />
      </div>
    </aside>
  );
}
