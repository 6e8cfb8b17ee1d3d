import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { LanguageSlot } from './language-button';

/**
 * Header of the signed-in areas: logo, the account's avatar and name (or
 * 'Guest'), a Logout button, and the area's own navigation below.
 */
export function AppHeader({
  homeTo,
  name,
  pictureUrl,
  badge,
  nav,
  onLogout,
  isLoggingOut,
}: {
  homeTo: string;
  name: string | null;
  pictureUrl?: string | null | undefined;
  badge?: string;
  nav?: ReactNode;
  onLogout: () => void;
  isLoggingOut: boolean;
}) {
  const { t } = useTranslation();
  const shownName = name ?? t('header.guest');
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-1.5 px-3 py-2 sm:gap-2 sm:px-4">
        <Logo to={homeTo} />
        {badge && (
          <span className="hidden rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 sm:inline">
            {badge}
          </span>
        )}
        <div className="ms-auto flex min-w-0 items-center gap-2">
          <div className="flex min-w-0 items-center gap-2" data-testid="account-name">
            <Avatar name={shownName} src={pictureUrl} className="size-9" />
            <span className="max-w-[5.5rem] truncate text-sm font-semibold text-slate-800 sm:max-w-[12rem]">
              {shownName}
            </span>
          </div>
          <Button variant="ghost" size="sm" onClick={onLogout} isLoading={isLoggingOut}>
            {!isLoggingOut && <LogOut className="size-5" aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">{t('logout.button')}</span>
          </Button>
          <LanguageSlot />
        </div>
      </div>
      {nav && (
        <nav aria-label={t('header.accountNav')} className="border-t border-slate-100">
          <div className="mx-auto max-w-6xl px-1 sm:px-4">{nav}</div>
        </nav>
      )}
    </header>
  );
}
