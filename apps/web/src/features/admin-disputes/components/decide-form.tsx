import { DISPUTE_DECISIONS, ZDecideDisputeRequest, type DisputeDecision } from '@gharseva/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { TextareaField } from '../../../components/ui/textarea';
import { translateValidation } from '../../../i18n/validation';
import { failureMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useDecideDispute } from '../api/decide-dispute';

type Field = 'decision' | 'amountPaise' | 'note';

/** Rupees as typed ('250' or '250.50') to whole paise; NaN when it is not an amount. */
function toPaise(rupees: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(rupees.trim())) return Number.NaN;
  return Math.round(Number(rupees) * 100);
}

/** The admin's decision on an open report, checked with the call's own schema. */
export function DecideForm({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation('disputes');
  const [decision, setDecision] = useState<DisputeDecision | ''>('');
  const [rupees, setRupees] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const decide = useDecideDispute();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDecideDisputeRequest.safeParse({
      decision: decision || undefined,
      note,
      ...(decision === 'partial_refund' ? { amountPaise: toPaise(rupees) } : {}),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= translateValidation(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    decide.mutate(
      { id: disputeId, body: parsed.data },
      {
        onSuccess: (response) =>
          toast.success(translateValidation(response.message), { id: `decide-${disputeId}` }),
        onError: (error) =>
          toast.error(
            failureMessage(error, {
              failed: t('admin.decideFailed'),
              unexpected: t('admin.decideUnexpected'),
            }),
            { id: `decide-${disputeId}` },
          ),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 border-t border-slate-100 pt-4"
      data-testid="decide-form"
    >
      <SelectField
        label={t('admin.decision')}
        name="decision"
        value={decision}
        placeholder={t('admin.decisionPrompt')}
        options={DISPUTE_DECISIONS.map((value) => ({ value, label: t(`decisions.${value}`) }))}
        onChange={(event) => setDecision(event.target.value as DisputeDecision)}
        error={errors.decision}
      />
      {decision === 'partial_refund' && (
        <TextField
          label={t('admin.amount')}
          name="amount"
          inputMode="decimal"
          value={rupees}
          onChange={(event) => setRupees(event.target.value)}
          error={errors.amountPaise}
        />
      )}
      <TextareaField
        label={t('admin.note')}
        name="note"
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <div>
        <Button type="submit" isLoading={decide.isPending}>
          {t('admin.decide')}
        </Button>
      </div>
    </form>
  );
}
