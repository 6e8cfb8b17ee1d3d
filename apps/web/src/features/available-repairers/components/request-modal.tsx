import type { TRepairerSearchResult } from '@gharseva/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea';
import { failureMessage } from '../../../lib/errors';
import { useCreateDirectRequest, type DirectRequestBody } from '../api/create-direct-request';
import { useAddressText } from '../../../i18n/place';

const TOAST_ID = 'direct-request';
const FORM_ID = 'direct-request-form';

/** 'Confirm Service Request': a description, then 'Send Request' to this repairer. */
export function RequestModal({
  repairer,
  serviceLabel,
  request,
  onClose,
  onSent,
}: {
  repairer: TRepairerSearchResult | null;
  serviceLabel: string;
  /** Everything of the request but the repairer and the description. */
  request: Omit<DirectRequestBody, 'repairerId' | 'description'>;
  onClose: () => void;
  onSent: (repairerId: string) => void;
}) {
  const { t } = useTranslation(['repairers', 'wizard']);
  const addressText = useAddressText();
  const [description, setDescription] = useState('');
  const send = useCreateDirectRequest();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!repairer) {
      toast.error(t('wizard:validation.noRepairer'), { id: TOAST_ID });
      return;
    }
    if (!description.trim()) {
      toast.error(t('wizard:validation.modalDescription'), { id: TOAST_ID });
      return;
    }
    const fallbacks = { failed: t('toasts.sendFailed'), unexpected: t('toasts.sendError') };
    send.mutate(
      { ...request, repairerId: repairer._id, description: description.trim() },
      {
        onSuccess: (response) => {
          if (response.success === false) {
            toast.error(response.message || fallbacks.failed, { id: TOAST_ID });
            return;
          }
          toast.success(t('toasts.sent', { name: repairer.fullname }), { id: TOAST_ID });
          setDescription('');
          onSent(repairer._id);
        },
        onError: (error) => toast.error(failureMessage(error, fallbacks), { id: TOAST_ID }),
      },
    );
  };

  return (
    <Dialog
      open={repairer !== null}
      onClose={onClose}
      title={t('modal.title')}
      dismissible={!send.isPending}
      data-testid="request-modal"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={send.isPending}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={send.isPending}>
            {t('modal.send')}
          </Button>
        </>
      }
    >
      {repairer && (
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-slate-700">
            {t('modal.intro', { service: serviceLabel, name: repairer.fullname })}
          </p>
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
            {t('modal.location', { address: addressText(request.locationData.fullAddress) })}
          </p>
          <TextareaField
            label={t('modal.description')}
            placeholder={t('modal.descriptionPlaceholder')}
            rows={4}
            maxLength={2000}
            data-autofocus
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
