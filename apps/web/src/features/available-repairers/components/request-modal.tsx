import { todayInIndia, type TRepairerSearchResult, type TSavedAddress } from '@gharseva/domain';
import { useIsMutating } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea';
import { failureMessage } from '../../../lib/errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { VisitSlotFields } from '../../../components/forms/visit-slot-fields';
import {
  AddressFields,
  type AddressValue,
} from '../../../components/request-fields/address-fields';
import {
  SavedAddressPicker,
  type SavedAddressChoice,
} from '../../../components/saved-addresses/saved-address-picker';
import { savedLocationData, useSavedAddresses } from '../../../lib/saved-addresses';
import { ContactField } from '../../../components/request-fields/schedule-fields';
import {
  createDirectRequestMutationKey,
  useCreateDirectRequest,
  type DirectRequestLocation,
  type DirectRequestResponse,
} from '../api/create-direct-request';
import {
  buildDirectRequest,
  directRequestError,
  type DirectRequestForm,
} from '../utils/direct-request-form';

const TOAST_ID = 'direct-request';
const FORM_ID = 'direct-request-form';

/** Whom the request goes to: one repairer, or (null) every professional near the pincode. */
export interface RequestTarget {
  repairer: Pick<TRepairerSearchResult, '_id' | 'fullname'> | null;
}

/** What the request is about, from the search. */
export interface RequestSubject {
  serviceType: string;
  category?: string;
  issue?: string;
  title: string;
}

/** What the form needs for one opening: whom, what, where, the first values, what to do on success. */
interface RequestFormProps {
  target: RequestTarget;
  serviceLabel: string;
  pincode: string;
  subject: RequestSubject;
  /** The form's first values for this opening. */
  initialForm: () => DirectRequestForm;
  searchLocation: DirectRequestLocation | null;
  onSent: (target: RequestTarget, response: DirectRequestResponse) => void;
  /** A line above the form (book again: where its values came from). */
  note?: string;
}

/**
 * 'Confirm Service Request': the description, the address, the time slot and a contact (what
 * the wizard asks), prefilled from the search and the last request, then 'Send Request'.
 * Each opening is a new form with its own Idempotency-Key.
 */
export function RequestModal({
  target,
  onClose,
  ...formProps
}: Omit<RequestFormProps, 'target'> & {
  target: RequestTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['repairers', 'wizard']);
  const sending = useIsMutating({ mutationKey: createDirectRequestMutationKey }) > 0;
  // A new form (and key) per opening.
  const [opening, setOpening] = useState(0);
  const [openTarget, setOpenTarget] = useState<RequestTarget | null>(null);
  if (target !== openTarget) {
    setOpenTarget(target);
    if (target) setOpening((n) => n + 1);
  }

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('modal.title')}
      size="lg"
      dismissible={!sending}
      closeOnBackdrop={false}
      data-testid="request-modal"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={sending}>
            {t('modal.send')}
          </Button>
        </>
      }
    >
      {target && <RequestForm key={opening} target={target} {...formProps} />}
    </Dialog>
  );
}

function RequestForm({
  target,
  serviceLabel,
  pincode,
  subject,
  initialForm,
  searchLocation,
  onSent,
  note,
}: RequestFormProps) {
  const { t } = useTranslation(['repairers', 'wizard']);
  const [form, setForm] = useState(initialForm);
  const [today] = useState(() => todayInIndia());
  // Kept for every try of this form: a double click or a retry answers the first request.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const send = useCreateDirectRequest();
  const { repairer } = target;

  // Saved addresses first: the one in the searched pincode (the default if it is), since the
  // repairers found serve that pincode; else the search's own address ('other').
  const saved = useSavedAddresses();
  const [choice, setChoice] = useState<SavedAddressChoice | null>(null);
  const [picked, setPicked] = useState<TSavedAddress | null>(null);
  const [typed, setTyped] = useState<AddressValue | null>(null);
  const pickSaved = (address: TSavedAddress) => {
    if (!picked) setTyped(form.address);
    setChoice(address.id);
    setPicked(address);
    const { fullAddress, pincode: at, city, state } = address;
    setForm((f) => ({ ...f, address: { fullAddress, pincode: at, city, state } }));
  };
  if (choice === null && (saved.data || saved.isError)) {
    const inPincode = saved.data?.find((address) => address.pincode === pincode);
    if (inPincode) pickSaved(inPincode);
    else setChoice('other');
  }
  const onChoose = (address: TSavedAddress | null) => {
    if (address) return pickSaved(address);
    setChoice('other');
    setPicked(null);
    if (typed) setForm((f) => ({ ...f, address: typed }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const error = directRequestError(form);
    if (error) {
      toast.error(t(`wizard:validation.${error}`), { id: TOAST_ID });
      return;
    }
    const fallbacks = { failed: t('toasts.sendFailed'), unexpected: t('toasts.sendError') };
    const body = buildDirectRequest(
      form,
      { ...subject, repairerId: repairer?._id ?? null },
      { today, searchLocation: picked ? savedLocationData(picked) : searchLocation },
    );
    send.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (response) => {
          toast.success(
            repairer ? t('toasts.sent', { name: repairer.fullname }) : t('none.saved'),
            { id: TOAST_ID },
          );
          onSent(target, response);
        },
        onError: (error) => toast.error(failureMessage(error, fallbacks), { id: TOAST_ID }),
      },
    );
  };

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {note && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800" data-testid="request-note">
          {note}
        </p>
      )}
      <p className="text-slate-700">
        {repairer
          ? t('modal.intro', { service: serviceLabel, name: repairer.fullname })
          : t('modal.openIntro', { service: serviceLabel, pincode })}
      </p>
      <TextareaField
        label={t('modal.description')}
        placeholder={t('modal.descriptionPlaceholder')}
        rows={3}
        maxLength={2000}
        data-autofocus
        value={form.description}
        onChange={(event) => setForm({ ...form, description: event.target.value })}
      />
      {saved.data && saved.data.length > 0 && choice !== null && (
        <SavedAddressPicker addresses={saved.data} choice={choice} onChoose={onChoose} />
      )}
      <fieldset className="flex flex-col gap-4" hidden={choice !== null && choice !== 'other'}>
        <legend className="mb-2 text-sm font-semibold text-slate-700">
          {t('wizard:location.subtitle')}
        </legend>
        <AddressFields
          value={form.address}
          onChange={(field, value) =>
            setForm((f) => ({ ...f, address: { ...f.address, [field]: value } }))
          }
          onPincodeFound={(found, place) =>
            // Only for the pincode still typed, and never over what the customer wrote.
            setForm((f) =>
              f.address.pincode !== found
                ? f
                : {
                    ...f,
                    address: {
                      ...f.address,
                      city: f.address.city.trim() ? f.address.city : place.district,
                      state: f.address.state.trim() ? f.address.state : place.state,
                    },
                  },
            )
          }
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <VisitSlotFields
          value={{ date: form.date, slot: form.timeSlot }}
          onChange={(visit) => setForm((f) => ({ ...f, date: visit.date, timeSlot: visit.slot }))}
        />
        <ContactField
          value={form.contactInfo}
          onChange={(contactInfo) => setForm((f) => ({ ...f, contactInfo }))}
        />
      </div>
    </form>
  );
}
