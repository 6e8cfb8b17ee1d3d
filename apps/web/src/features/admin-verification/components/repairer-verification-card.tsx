import {
  isSearchCategory,
  VERIFICATION_DECISION_NAMES,
  verificationAfter,
  type TRepairerForVerification,
  type VerificationDecision,
} from '@gharseva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { formatDateTime } from '../../../utils/date';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** One repairer of the verification queue: what the admin checks, and the decisions that apply. */
export function RepairerVerificationCard({
  repairer,
  onDecide,
}: {
  repairer: TRepairerForVerification;
  onDecide: (repairer: TRepairerForVerification, decision: VerificationDecision) => void;
}) {
  const { t } = useTranslation(['verification', 'common']);
  const titleId = `verification-${repairer.id}`;
  const decisions = VERIFICATION_DECISION_NAMES.filter(
    (d) => verificationAfter(repairer.verificationStatus, d) !== null,
  );
  const serviceName = (name: string) =>
    isSearchCategory(name) ? t(`common:searchCategories.${name}`) : name;
  const area = [repairer.district, repairer.state].filter(Boolean).join(', ');
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-4 p-4 sm:p-5"
      data-testid="verification-card"
      data-repairer-id={repairer.id}
    >
      <h2 id={titleId} className="text-lg font-bold break-words text-slate-900">
        {repairer.fullname}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('admin.fields.phone')}>
          <PhoneNumber phone={repairer.phone} country />
        </Fact>
        <Fact label={t('admin.fields.aadhaar')}>
          <bdi dir="ltr" className="tabular-nums">
            {repairer.aadhaar}
          </bdi>
        </Fact>
        <Fact label={t('admin.fields.area')}>
          {[repairer.pincode, area].filter(Boolean).join(' - ')}
        </Fact>
        <Fact label={t('admin.fields.experience')}>{repairer.experience}</Fact>
        <Fact label={t('admin.fields.services')}>
          {repairer.services.map((s) => serviceName(s.name)).join(', ')}
        </Fact>
        <Fact label={t('admin.fields.signedUp')}>{formatDateTime(repairer.signedUpAt)}</Fact>
        {repairer.bio && <Fact label={t('admin.fields.bio')}>{repairer.bio}</Fact>}
        {repairer.verificationDecidedAt && (
          <Fact label={t('admin.fields.decidedAt')}>
            {formatDateTime(repairer.verificationDecidedAt)}
          </Fact>
        )}
        {repairer.verificationReason && (
          <Fact label={t('admin.fields.reason')}>
            <span className="whitespace-pre-line">{repairer.verificationReason}</span>
          </Fact>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {decisions.map((decision) => (
          <Button
            key={decision}
            variant={decision === 'verify' || decision === 'reinstate' ? 'primary' : 'outline'}
            onClick={() => onDecide(repairer, decision)}
          >
            {t(`admin.actions.${decision}`)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
