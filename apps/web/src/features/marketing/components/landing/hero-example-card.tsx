import { findIssue } from '@gharseva/domain';
import { BadgeCheck, IndianRupee, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../../components/ui/category-icon';
import { formatPriceRangeLocal } from '../../../../utils/money';
import { useCatalogueText } from '../../../../i18n/catalogue';

// A real catalogue entry, so the example price is the one the services page and estimate use.
const EXAMPLE = { category: 'Plumbing', subCategory: 'Taps & Mixers', issue: 'Tap leakage' };
const EXAMPLE_ICON = 'Droplets';

interface RowProps {
  icon: LucideIcon;
  label: string;
  value: string;
  emphasis?: boolean;
}

function Row({ icon: Icon, label, value, emphasis = false }: RowProps) {
  return (
    <div className="flex items-start gap-3 py-3">
      <dt className="flex shrink-0 items-start gap-3 text-sm text-slate-600">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
        {label}
      </dt>
      <dd
        className={`min-w-0 flex-1 text-end text-sm font-semibold ${emphasis ? 'text-teal-800' : 'text-slate-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** What a customer sees before booking, drawn from the catalogue (no invented figures). */
export function HeroExampleCard() {
  const { t } = useTranslation('marketing');
  const cat = useCatalogueText();
  const example = findIssue(EXAMPLE.category, EXAMPLE.subCategory, EXAMPLE.issue);
  if (!example) return null;

  return (
    <figure className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-teal-900/5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50">
          <CategoryIcon name={EXAMPLE_ICON} className="size-6 text-teal-700" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">
            {cat(EXAMPLE.category)} · {cat(EXAMPLE.subCategory)}
          </p>
          <p className="text-lg font-semibold text-slate-900">{cat(example.issue)}</p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
        <Row
          icon={IndianRupee}
          label={t('landing.hero.example.estimateLabel')}
          value={formatPriceRangeLocal(example.priceMin, example.priceMax, example.unit)}
        />
        <Row
          icon={BadgeCheck}
          label={t('landing.hero.example.firstVisitLabel')}
          value={t('landing.hero.example.firstVisitValue')}
          emphasis
        />
        <Row
          icon={Wallet}
          label={t('landing.hero.example.paymentLabel')}
          value={t('landing.hero.example.paymentValue')}
        />
      </dl>
      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
        {t('landing.hero.example.confirmNote')}
      </p>
      <figcaption className="mt-4 text-center text-xs text-slate-600">
        {t('landing.hero.example.caption')}
      </figcaption>
    </figure>
  );
}
