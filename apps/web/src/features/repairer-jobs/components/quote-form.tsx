import { ZQuoteRequest, type TAssignedJob } from '@gharseva/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { translateValidation } from '../../../i18n/validation';
import { errorMessage } from '../../../lib/errors';
import { useSubmitQuote } from '../api/submit-quote';

/** Keeps what a price can hold: digits and one decimal point. */
const priceInput = (value: string) => value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

/** The repairer's quote in rupees: a first quote, or a new one while the customer decides. */
export function QuoteForm({ job, onDone }: { job: TAssignedJob; onDone?: () => void }) {
  const { t } = useTranslation('repairer');
  const toastId = `quote-${job._id}`;
  const [value, setValue] = useState(job.estimatedPrice > 0 ? String(job.estimatedPrice) : '');
  const [error, setError] = useState<string>();
  const quote = useSubmitQuote();
  const requote = job.status === 'quoted';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZQuoteRequest.safeParse({ estimatedPrice: value.trim() });
    if (!parsed.success) {
      const message = translateValidation(parsed.error.issues[0]?.message ?? '');
      setError(message);
      toast.error(message, { id: toastId });
      return;
    }
    setError(undefined);
    quote.mutate(
      { id: job._id, estimatedPrice: parsed.data.estimatedPrice },
      {
        onSuccess: () => {
          toast.success(t('jobs.quote.success'), { id: toastId });
          onDone?.();
        },
        onError: (failure) =>
          toast.error(errorMessage(failure, t('jobs.quote.failed')), { id: toastId }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label={t('jobs.quote.label')}
        hint={t('jobs.quote.hint')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(priceInput(event.target.value));
          setError(undefined);
        }}
      />
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit" isLoading={quote.isPending}>
          {requote ? t('jobs.quote.update') : t('jobs.quote.submit')}
        </Button>
        {onDone && (
          <Button variant="outline" onClick={onDone} disabled={quote.isPending}>
            {t('jobs.quote.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
