import { useEffect, useRef } from 'react';
import { toast } from '../lib/toast';

/**
 * Shows a failed load as an error toast (SPEC.md section 8), once per failure:
 * a retry that fails again shows it again. `message` reads the error.
 */
export function useQueryErrorToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  message: (error: unknown) => string,
  id: string,
): void {
  const read = useRef(message);
  useEffect(() => {
    read.current = message;
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(read.current(error), { id });
  }, [isError, error, errorUpdatedAt, id]);
}
