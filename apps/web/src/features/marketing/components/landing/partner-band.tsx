import { BellRing, CircleCheckBig, IndianRupee, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';

const POINTS = [
  { id: 'nearby', icon: BellRing },
  { id: 'quote', icon: CircleCheckBig },
  { id: 'payout', icon: IndianRupee },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

/** The invitation to repairers to join as partners. */
export function PartnerBand() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="partner-title" className="px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-8 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2
            id="partner-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t('landing.partner.title')}
          </h2>
          <p className="mt-3 text-base text-slate-700 sm:text-lg">{t('landing.partner.body')}</p>
          <div className="mt-6">
            <ButtonLink to={paths.repairer.getOtp} size="lg" className="w-full sm:w-auto">
              {t('shared.cta.becomePartner')}
            </ButtonLink>
          </div>
        </div>
        <ul className="space-y-4">
          {POINTS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white">
                <Icon aria-hidden="true" className="size-5 text-teal-700" />
              </span>
              <span className="pt-2 text-base text-slate-800">
                {t(`landing.partner.points.${id}`)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
