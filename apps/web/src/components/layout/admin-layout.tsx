import {
  ChartColumn,
  HandCoins,
  IdCard,
  MessageSquareWarning,
  ReceiptIndianRupee,
  ScrollText,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/session-context';
import { AppHeader } from './app-header';
import { AppNavLink } from './app-nav-link';
import { SignedInLayout } from './signed-in-layout';

/**
 * The admin area: the console's sections in the header (paid services, verification, problem
 * reports, payouts, overview, audit log). The row scrolls sideways on phones, as the
 * repairer's does, so every label stays whole. Its icons are ones no customer page uses, so
 * the icon files the other areas download stay as they were.
 */
export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const { admin } = useSession();
  const logout = useLogout('admin');
  const items = [
    { to: paths.admin.dashboard, label: t('nav.paidServices'), icon: ReceiptIndianRupee },
    { to: paths.admin.verification, label: t('nav.verification'), icon: IdCard },
    { to: paths.admin.disputes, label: t('nav.disputes'), icon: MessageSquareWarning },
    { to: paths.admin.payouts, label: t('nav.payouts'), icon: HandCoins },
    { to: paths.admin.overview, label: t('nav.overview'), icon: ChartColumn },
    { to: paths.admin.auditLog, label: t('nav.auditLog'), icon: ScrollText },
  ];
  return (
    <SignedInLayout
      header={
        <AppHeader
          homeTo={paths.admin.dashboard}
          name={admin?.fullname ?? null}
          badge={t('common:header.admin')}
          onLogout={() => logout.mutate()}
          isLoggingOut={logout.isPending}
          nav={
            <ul
              className="flex gap-0.5 overflow-x-auto py-1 sm:gap-2 lg:overflow-visible"
              data-testid="admin-tabs"
            >
              {items.map((item) => (
                <li key={item.to} className="shrink-0">
                  <AppNavLink {...item} fullLabel />
                </li>
              ))}
            </ul>
          }
        />
      }
    />
  );
}
