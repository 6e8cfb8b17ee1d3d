import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMountTime } from '../../hooks/use-mount-time';
import { Logo } from '../ui/logo';

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 min-w-11 items-center text-slate-300 hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer of the public pages (also under the sign-in pages and the repairer signup). */
export function PublicFooter() {
  const { t } = useTranslation();
  const renderYear = useMountTime().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <div className="w-fit rounded-lg bg-white px-2">
            <Logo />
          </div>
          <p className="text-sm">{t('footer.about')}</p>
        </div>
        <FooterColumn
          title={t('footer.customers')}
          links={[
            { to: paths.services, label: t('footer.services') },
            { to: paths.user.getOtp, label: t('footer.signup') },
            { to: paths.user.login, label: t('footer.login') },
          ]}
        />
        <FooterColumn
          title={t('footer.professionals')}
          links={[
            { to: paths.repairer.getOtp, label: t('footer.joinAsProfessional') },
            { to: paths.repairer.login, label: t('footer.professionalLogin') },
          ]}
        />
        <FooterColumn
          title={t('footer.company')}
          links={[
            { to: paths.contactUs, label: t('footer.contact') },
            { to: paths.privacyPolicy, label: t('footer.privacy') },
            { to: paths.terms, label: t('footer.terms') },
          ]}
        />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-400">
          {t('footer.copyright', { year: renderYear })}
        </p>
      </div>
    </footer>
  );
}
