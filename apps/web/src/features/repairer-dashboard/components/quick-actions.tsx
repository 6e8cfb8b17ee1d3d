import { BarChart3, BriefcaseBusiness, UserRound, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const ACTIONS = [
  {
    to: paths.repairer.analytics,
    label: 'repairer:dashboard.quickActions.analytics',
    icon: BarChart3,
  },
  {
    to: paths.repairer.inProgress,
    label: 'repairer:dashboard.quickActions.assignedJobs',
    icon: BriefcaseBusiness,
  },
  { to: paths.repairer.payouts, label: 'receipts:payouts.dashboardLink', icon: Wallet },
  { to: paths.repairer.profile, label: 'repairer:dashboard.quickActions.profile', icon: UserRound },
] as const;

/** View Analytics, Assigned Jobs, Payouts and statements, Manage Profile. */
export function QuickActions() {
  const { t } = useTranslation(['repairer', 'receipts']);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {ACTIONS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <ButtonLink to={to} variant="outline" size="lg" fullWidth className="justify-start">
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            {t(label)}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
