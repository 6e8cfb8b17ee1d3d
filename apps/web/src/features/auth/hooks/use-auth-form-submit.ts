import type { TAuthResponse } from '@gharseva/domain';
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { useSessionStore } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { firstError } from '../utils/first-error';

/**
 * What a sign-in form does with its answer (SPEC.md section 5): on success a toast, the session
 * started and the dashboard; on failure the server's message (or `failed`) as a toast; on an
 * invalid form the first field's message as a toast and the focus on that field. All toasts
 * share `toastId`, so a new one replaces the last.
 */
export function useAuthFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  {
    fieldOrder,
    toastId,
    success,
    failed,
    dashboard,
  }: {
    fieldOrder: readonly (keyof T & string)[];
    toastId: string;
    success: string;
    failed: string;
    dashboard: string;
  },
) {
  const navigate = useNavigate();
  const session = useSessionStore();
  return {
    onSuccess: (response: TAuthResponse) => {
      toast.success(success, { id: toastId });
      session.applyAuthResponse(response);
      void navigate(dashboard, { replace: true });
    },
    onError: (error: unknown) => {
      toast.error(errorMessage(error, failed), { id: toastId });
    },
    onInvalid: (invalid: FieldErrors<T>) => {
      const first = firstError(invalid, fieldOrder);
      if (!first) return;
      toast.error(translateValidation(first.message), { id: toastId });
      form.setFocus(first.field as FieldPath<T>);
    },
  };
}
