import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog } from './dialog';

/** A question with a safe way out (focused first) and a confirming action. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  isPending = false,
  confirmDisabled = false,
  'data-testid': testId,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmVariant?: ButtonProps['variant'];
  isPending?: boolean;
  confirmDisabled?: boolean;
  'data-testid'?: string;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      dismissible={!isPending}
      initialFocusRef={cancelRef}
      data-testid={testId}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            isLoading={isPending}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
