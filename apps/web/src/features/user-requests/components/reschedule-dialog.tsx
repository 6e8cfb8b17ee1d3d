import { bookableDates, openSlots, type TimeSlot } from '@gharseva/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { failureMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { visitDateLabel, visitSlotLabel } from '../../../lib/visit-when';
import { translateValidation } from '../../../i18n/validation';
import { useRescheduleVisit } from '../api/reschedule-visit';
import type { UserRequest } from '../types';

const TOAST_ID = 'reschedule';

/** The customer moves the visit (issue 24): a new date of the next 15 days and an open slot. */
export function RescheduleDialog({
  request,
  onClose,
}: {
  request: UserRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('reschedule');
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t('title')}
      description={request && (request.status === 'requested' ? t('introOpen') : t('intro'))}
      size="sm"
      data-testid="reschedule-dialog"
    >
      {request && <RescheduleForm request={request} onClose={onClose} />}
    </Dialog>
  );
}

function RescheduleForm({ request, onClose }: { request: UserRequest; onClose: () => void }) {
  const { t } = useTranslation(['reschedule', 'common']);
  const now = useMemo(() => new Date(), []);
  const dates = useMemo(() => bookableDates(now), [now]);
  const [date, setDate] = useState(() =>
    dates.includes(request.preferredDate) ? request.preferredDate : dates[0]!,
  );
  const slots = openSlots(date, now);
  const [time, setTime] = useState<TimeSlot | ''>(() =>
    slots.includes(request.preferredTime) ? request.preferredTime : (slots[0] ?? ''),
  );
  const move = useRescheduleVisit();

  const onDate = (next: string) => {
    setDate(next);
    const open = openSlots(next, now);
    if (!time || !open.includes(time)) setTime(open[0] ?? '');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!time) return;
    move.mutate(
      { id: request._id, date, time },
      {
        onSuccess: (response) => {
          onClose();
          toast.success(translateValidation(response.message), { id: TOAST_ID });
        },
        onError: (error) => {
          toast.error(failureMessage(error, { failed: t('failed'), unexpected: t('failed') }), {
            id: TOAST_ID,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('date')}
        value={date}
        onChange={(event) => onDate(event.target.value)}
        options={dates.map((d) => ({ value: d, label: visitDateLabel(d, now) }))}
        data-autofocus
      />
      {slots.length > 0 ? (
        <SelectField
          label={t('slot')}
          value={time}
          onChange={(event) => setTime(event.target.value as TimeSlot)}
          options={slots.map((s) => ({ value: s, label: visitSlotLabel(s) }))}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('noSlots')}</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={move.isPending}>
          {t('close')}
        </Button>
        <Button type="submit" isLoading={move.isPending} disabled={!time}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
