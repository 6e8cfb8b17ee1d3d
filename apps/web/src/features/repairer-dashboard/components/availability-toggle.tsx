import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { PushPrompt } from '../../../components/push-prompt';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/errors';
import { cn } from '../../../utils/cn';
import { useSetAvailability } from '../api/set-availability';

/**
 * The online/offline switch of the dashboard's header, stored on the server. Once online, the
 * repairer is asked (once) to let new jobs reach him with the app closed (decision 056).
 */
export function AvailabilityToggle({ isOnline }: { isOnline: boolean }) {
  const { t } = useTranslation('repairer');
  const availability = useSetAvailability();
  const onChange = (next: boolean) =>
    availability.mutate(next, {
      onError: (error) =>
        toast.error(errorMessage(error, t('dashboard.availability.failed')), {
          id: 'availability',
        }),
    });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-white/10 px-4 py-3">
        <Switch
          tone="dark"
          checked={isOnline}
          onChange={onChange}
          isLoading={availability.isPending}
          label={t('dashboard.availability.label')}
          className="flex-1 flex-row-reverse justify-end"
        />
        <p
          role="status"
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold',
            isOnline ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('size-2 rounded-full', isOnline ? 'bg-emerald-500' : 'bg-slate-500')}
          />
          {isOnline ? t('dashboard.availability.online') : t('dashboard.availability.offline')}
        </p>
      </div>
      {isOnline && <PushPrompt audience="repairer" />}
    </div>
  );
}
