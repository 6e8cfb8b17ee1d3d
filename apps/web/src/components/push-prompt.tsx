import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';
import { toast } from '../lib/toast';
import { enablePush, shouldAskForPush, snooze } from '../lib/web-push';
import { Button } from './ui/button';

/**
 * Asks for notifications at the moment they make sense (decision 056): a repairer going online
 * (new jobs near him), a customer who just booked (the repairer's answer). Shown only where
 * pushes work and the person has not decided yet; "Not now" keeps it away for two weeks.
 */
export function PushPrompt({ audience }: { audience: 'repairer' | 'customer' }) {
  // Never suspends the page it sits in: the card waits for its texts instead.
  const { t, ready } = useTranslation('push', { useSuspense: false });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    shouldAskForPush()
      .then((ask) => live && setAsking(ask))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!asking || !ready) return null;
  const title = audience === 'repairer' ? t('repairerTitle') : t('customerTitle');
  const allow = async () => {
    setBusy(true);
    try {
      const result = await enablePush();
      if (result === 'on') toast.success(t('enabled'), { id: 'push' });
      else toast.error(t('failed'), { id: 'push' });
      setAsking(false);
    } catch (error) {
      toast.error(errorMessage(error, t('failed')), { id: 'push' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-start text-brand-900"
    >
      <div className="flex gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm">
            {audience === 'repairer' ? t('repairerText') : t('customerText')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => {
            snooze(Date.now(), window.localStorage);
            setAsking(false);
          }}
        >
          {t('notNow')}
        </Button>
        <Button size="sm" isLoading={busy} onClick={() => void allow()}>
          {t('allow')}
        </Button>
      </div>
    </section>
  );
}
