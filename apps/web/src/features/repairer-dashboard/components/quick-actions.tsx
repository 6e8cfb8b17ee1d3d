import { BarChart3, BriefcaseBusiness, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const ACTIONS = [
  { to: paths.repairer.analytics, label: 'analytics', icon: BarChart3 },
  { to: paths.repairer.inProgress, label: 'assignedJobs', icon: BriefcaseBusiness },
  { to: paths.repairer.profile, label: 'profile', icon: UserRound },
] as const;

/** View Analytics, Assigned Jobs, Manage Profile. */
export function QuickActions() {
  const { t } = useTranslation('repairer');
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {ACTIONS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <ButtonLink to={to} variant="outline" size="lg" fullWidth className="justify-start">
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            {t(`dashboard.quickActions.${label}`)}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
