import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

/** A list that failed to load: the screen's message and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert variant="error" className="w-full">
        {message}
      </Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}
