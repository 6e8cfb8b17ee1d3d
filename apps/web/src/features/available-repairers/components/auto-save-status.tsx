import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';

export type AutoSaveState =
  { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/** 'No immediate repairers found', and the request saved for later. */
export function NoRepairersFound({
  serviceLabel,
  pincode,
  save,
}: {
  serviceLabel: string;
  pincode: string;
  save: AutoSaveState;
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
        {save.status === 'saving' && (
          <p
            role="status"
            className="flex items-center justify-center gap-2 font-medium text-brand-800"
            data-testid="auto-save-status"
          >
            <Spinner className="size-4" />
            {t('none.saving')}
          </p>
        )}
        {save.status === 'saved' && (
          <Alert variant="success" className="text-start">
            <span className="flex items-center gap-2" data-testid="auto-save-status">
              {t('none.saved')}
            </span>
          </Alert>
        )}
        {save.status === 'failed' && (
          <Alert variant="error" className="text-start">
            <span data-testid="auto-save-status">
              {t('none.saveError', { message: save.message })}
            </span>
          </Alert>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {save.status === 'saved' && (
          <ButtonLink to={paths.user.pendingService}>{t('none.viewPending')}</ButtonLink>
        )}
        <ButtonLink to={paths.user.dashboard} variant="outline">
          {t('none.backToDashboard')}
        </ButtonLink>
      </div>
    </Card>
  );
}
