import type { RepairerVerificationStatus } from '@gharseva/domain';
import { Ban, Clock, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

type Unverified = Exclude<RepairerVerificationStatus, 'verified'>;

const ICONS = { pending: Clock, rejected: ShieldX, suspended: Ban } as const satisfies Record<
  Unverified,
  unknown
>;

/**
 * What a repairer the platform has not verified sees instead of the job board: where his
 * account stands, the admin's reason, and what happens next (DESIGN.md section 12).
 */
export function VerificationNotice({
  status,
  reason,
}: {
  status: Unverified;
  reason: string | null;
}) {
  const { t } = useTranslation('verification');
  const Icon = ICONS[status];
  return (
    <Card
      className="flex flex-col gap-4 p-5 sm:p-8"
      data-testid="verification-notice"
      data-status={status}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-1 size-7 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="text-xl font-bold text-slate-900">{t(`repairer.${status}.title`)}</h2>
          <p className="text-slate-700">{t(`repairer.${status}.body`)}</p>
          {reason && (
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              <span className="font-semibold">{t('repairer.reason')}</span>{' '}
              <span className="whitespace-pre-line">{reason}</span>
            </p>
          )}
          <p className="text-slate-700">{t(`repairer.${status}.next`)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.repairer.profile}>{t('repairer.profileLink')}</ButtonLink>
        <ButtonLink to={paths.contactUs} variant="outline">
          {t('repairer.contactLink')}
        </ButtonLink>
      </div>
    </Card>
  );
}
