import { BadgeCheck, IndianRupee, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../config/paths';
import { BookOrLogIn } from '../book-or-log-in';
import { HeroExampleCard } from './hero-example-card';

const HIGHLIGHTS = [
  { id: 'freeVisit', icon: BadgeCheck },
  { id: 'payAfter', icon: IndianRupee },
  { id: 'verified', icon: ShieldCheck },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

/** The landing page's h1, promise and the three ways in: book, log in, become a partner. */
export function LandingHero() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="landing-hero-title"
      className="bg-linear-to-b from-teal-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="landing-hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">{t('landing.hero.subtitle')}</p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <BookOrLogIn />
          </div>

          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-3">
            {HIGHLIGHTS.map(({ id, icon: Icon }) => (
              <li key={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
                {t(`landing.hero.highlights.${id}`)}
              </li>
            ))}
          </ul>

          <p className="mt-8 border-t border-slate-200 pt-5 text-sm text-slate-700">
            {t('landing.hero.partnerPrompt')}{' '}
            <TextLink
              to={paths.repairer.getOtp}
              className="underline decoration-accent-500 decoration-2"
            >
              {t('shared.cta.becomePartner')}
            </TextLink>
          </p>
        </div>

        <HeroExampleCard />
      </div>
    </section>
  );
}
