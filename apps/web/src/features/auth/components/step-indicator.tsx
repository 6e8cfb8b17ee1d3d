import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../utils/cn';

/** Phone -> Verify -> Details of the sign-up flow. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('auth');
  const steps = [t('steps.phone'), t('steps.verify'), t('steps.details')];
  return (
    <div className="mb-6">
      <p className="sr-only">{t('steps.label', { current, total: steps.length })}</p>
      <ol className="flex items-center gap-2" aria-hidden="true">
        {steps.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} className="flex flex-1 flex-col gap-1.5">
              <span
                className={cn(
                  'h-1.5 rounded-full',
                  done || active ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
              <span
                className={cn(
                  'flex items-center gap-1 text-xs font-medium',
                  // slate-500, not lighter: the next steps' names keep 4.5:1 on white.
                  active ? 'text-brand-800' : done ? 'text-slate-600' : 'text-slate-500',
                )}
              >
                {done && <Check className="size-3.5" />}
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
