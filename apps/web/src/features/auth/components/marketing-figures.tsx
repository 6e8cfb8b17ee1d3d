import { BriefcaseBusiness, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicStats } from '../api/get-public-stats';
import { visibleFigures, type MarketingFigure } from '../utils/marketing-figures';

const ICONS = {
  professionals: Users,
  jobsDone: BriefcaseBusiness,
  rating: Star,
} as const satisfies Record<MarketingFigure, unknown>;

/** '25+ professionals', '100+ jobs done', '4.9 rating': each shown only when true. */
export function MarketingFigures() {
  const { t } = useTranslation('auth');
  const { data } = usePublicStats();
  const figures = visibleFigures(data);
  if (figures.length === 0) return null;
  return (
    <section aria-label={t('repairerSignup.figuresLabel')} data-testid="marketing-figures">
      <ul className="grid grid-cols-3 gap-2">
        {figures.map((figure) => {
          const Icon = ICONS[figure];
          return (
            <li
              key={figure}
              className="flex flex-col items-center gap-1 rounded-xl bg-white/10 px-2 py-3 text-center text-sm font-semibold"
            >
              <Icon className="size-5 text-accent-400" aria-hidden="true" />
              {t(`repairerSignup.figures.${figure}`)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
