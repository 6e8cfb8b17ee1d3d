import { type TEstimateResponse } from '@gharseva/domain';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { formatMoneyRupees } from '../../../../utils/money';
import { useCatalogueText } from '../../../../i18n/catalogue';

/** 'Calculating best estimate...' over the wizard while the estimate call runs (no fake wait). */
export function EstimatingOverlay() {
  const { t } = useTranslation('wizard');
  return (
    <div
      role="status"
      data-testid="estimate-overlay"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-white/90 p-6 text-center"
    >
      <Spinner className="size-10 text-brand-700" />
      <p className="text-lg font-semibold text-slate-900">{t('estimate.calculating')}</p>
    </div>
  );
}

/** The price units' translation keys ('job' has no suffix). */
const UNIT_KEYS = { 'sq ft': 'sqft', hour: 'hour', point: 'point', unit: 'unit' } as const;

/** The 'AI Quotation' popup: the amount, its range, what it is for, and who confirms it. */
export function EstimateDialog({
  estimate,
  category,
  issue,
  onClose,
}: {
  estimate: TEstimateResponse | null;
  category: string;
  issue: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const cat = useCatalogueText();
  const unitKey = estimate ? UNIT_KEYS[estimate.unit as keyof typeof UNIT_KEYS] : undefined;
  const perUnit = unitKey ? t(`common:price.unitSuffix.${unitKey}`) : '';
  return (
    <Dialog
      open={estimate !== null}
      onClose={onClose}
      title={t('estimate.title')}
      size="sm"
      data-testid="estimate-dialog"
      footer={
        <Button fullWidth onClick={onClose}>
          {t('estimate.gotIt')}
        </Button>
      }
    >
      {estimate && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col items-center gap-1 rounded-xl bg-accent-50 px-4 py-5 text-center">
            <Sparkles className="size-6 text-accent-600" aria-hidden="true" />
            <p className="text-3xl font-extrabold text-slate-900" data-testid="estimate-amount">
              {formatMoneyRupees(estimate.quotation)}
              {perUnit && (
                <span className="ms-1 text-base font-semibold text-slate-600">{perUnit}</span>
              )}
            </p>
            <p className="text-sm text-slate-600">
              {t('estimate.range', {
                low: formatMoneyRupees(estimate.low),
                high: formatMoneyRupees(estimate.high),
              })}
              {perUnit && ` ${perUnit}`}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-600">{t('estimate.category')}</dt>
            <dd className="text-slate-900">{cat(category)}</dd>
            <dt className="font-semibold text-slate-600">{t('estimate.issue')}</dt>
            <dd className="text-slate-900">{cat(issue)}</dd>
          </dl>
          <p className="text-sm text-slate-600">{t('estimate.note')}</p>
        </div>
      )}
    </Dialog>
  );
}
