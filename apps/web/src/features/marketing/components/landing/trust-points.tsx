import {
  BadgeCheck,
  Calculator,
  KeyRound,
  Languages,
  MessagesSquare,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../section-heading';
import { LanguageList } from './language-list';
import { VisitPriceNote } from '../../../../components/ui/visit-price-note';

const POINTS = [
  { id: 'verified', icon: ShieldCheck },
  { id: 'estimate', icon: Calculator },
  { id: 'freeVisit', icon: BadgeCheck },
  { id: 'completionCode', icon: KeyRound },
  { id: 'chat', icon: MessagesSquare },
  { id: 'language', icon: Languages },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

/** Why GharSeva: the product's real guarantees, with no invented figures. */
export function TrustPoints() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="trust-title"
      className="bg-white px-4 py-14 sm:py-20 render-when-visible"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="trust-title"
          title={t('landing.trust.title')}
          subtitle={t('landing.trust.subtitle')}
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {POINTS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-4 rounded-2xl border border-slate-200 p-5 sm:p-6">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100">
                <Icon aria-hidden="true" className="size-6 text-amber-800" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-slate-900">
                  {t(`landing.trust.points.${id}.title`)}
                </h3>
                {/* What a visit costs is said in the same words everywhere (decision 034). */}
                {id === 'freeVisit' ? (
                  <VisitPriceNote className="mt-1 text-sm text-slate-700" />
                ) : (
                  <p className="mt-1 text-sm text-slate-700">
                    {t(`landing.trust.points.${id}.body`)}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <LanguageList />
      </div>
    </section>
  );
}
