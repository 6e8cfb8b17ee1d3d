import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/**
 * 'No immediate repairers found': nothing is saved until the customer asks (decision 033). A
 * button opens the request form for every professional near the pincode; once sent, the
 * request is saved and waits in Pending.
 */
export function NoRepairersFound({
  serviceLabel,
  pincode,
  sent,
  onRequest,
}: {
  serviceLabel: string;
  pincode: string;
  /** The open request of this search was sent. */
  sent: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation('repairers');
  return (
    <Card
      className="flex flex-col items-center gap-4 px-5 py-10 text-center"
      data-testid="no-repairers"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold text-slate-900">{t('none.title')}</h2>
      <p className="max-w-md text-slate-600">
        {t('none.body', { service: serviceLabel, pincode })}
      </p>
      <div aria-live="polite" className="w-full max-w-md">
        {sent ? (
          <Alert variant="success" className="text-start">
            <span data-testid="open-request-status">{t('none.saved')}</span>
          </Alert>
        ) : (
          <p className="text-slate-600">{t('none.offer')}</p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {sent ? (
          <ButtonLink to={paths.user.pendingService}>{t('none.viewPending')}</ButtonLink>
        ) : (
          <Button onClick={onRequest}>{t('none.request')}</Button>
        )}
        <ButtonLink to={paths.user.dashboard} variant="outline">
          {t('none.backToDashboard')}
        </ButtonLink>
      </div>
    </Card>
  );
}
