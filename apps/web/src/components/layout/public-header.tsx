import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { dashboardPath, paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { cn } from '../../utils/cn';
import { ButtonLink } from '../ui/button';
import { Logo } from '../ui/logo';
import { LanguageSlot } from './language-button';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors',
    isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** Header of the public pages: logo, navigation, and sign-in or the way back to the dashboard. */
export function PublicHeader() {
  const { t } = useTranslation();
  const { role } = useSession();
  const location = useLocation();
  // The menu remembers the page it was opened on, so it closes on navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const menuId = useId();

  const links = [
    { to: paths.services, label: t('nav.services') },
    { to: paths.repairer.getOtp, label: t('nav.professionals') },
    { to: paths.contactUs, label: t('nav.contact') },
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-6xl items-center gap-1.5 px-3 py-2 sm:gap-2 sm:px-4">
        {/* Signed in, a phone's row has 'My Dashboard' and the language button: the mark alone. */}
        <Logo compact={role !== null} />
        <nav aria-label={t('nav.label')} className="ms-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {role ? (
            <ButtonLink to={dashboardPath(role)} size="sm">
              {t('nav.myDashboard')}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.user.login} variant="outline" size="sm">
                {t('nav.login')}
              </ButtonLink>
              <span className="hidden sm:contents">
                <ButtonLink to={paths.user.getOtp} size="sm">
                  {t('nav.signup')}
                </ButtonLink>
              </span>
            </>
          )}
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenOn(open ? null : location.pathname)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
          <LanguageSlot />
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('nav.label')}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 py-2 md:hidden"
      >
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={(s) => cn(navLinkClasses(s), 'w-full')}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {!role && (
            <li>
              <NavLink to={paths.user.getOtp} className={(s) => cn(navLinkClasses(s), 'w-full')}>
                {t('nav.signup')}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
