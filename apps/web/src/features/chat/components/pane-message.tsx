import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The chat side without a chat: the hint to pick one, or why the one asked for is not shown. */
export function PaneMessage({
  error,
  text,
  onBack,
}: {
  error?: boolean;
  text: string;
  onBack?: (() => void) | undefined;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-1 flex-col gap-3 p-4">
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('pane.back')}
        </Button>
      )}
      {error ? (
        <Alert variant="error">{text}</Alert>
      ) : (
        <p className="m-auto flex max-w-xs flex-col items-center gap-3 text-center text-slate-600">
          <MessageSquareText className="size-10 text-slate-300" aria-hidden="true" />
          {text}
        </p>
      )}
    </div>
  );
}
