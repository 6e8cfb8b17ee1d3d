import { ReceiptIndianRupee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConsoleHeading } from '../../../components/layout/console-heading';
import { toast } from '../../../lib/toast';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session/session-context';
import { useCompleteService } from '../api/complete-service';
import { usePaidServices } from '../api/get-paid-services';
import { PaidServiceCard } from '../components/paid-service-card';
import { PaidServicesSkeleton } from '../components/paid-services-skeleton';

const TOAST_ID = 'complete-service';

/** /admin/dashboard: the paid service requests, each with 'Mark Complete' (SPEC.md section 2). */
export default function AdminDashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { admin } = useSession();
  const services = usePaidServices();
  const complete = useCompleteService();

  const onComplete = (id: string) =>
    complete.mutate(id, {
      onSuccess: () => toast.success(t('admin.completeSuccess'), { id: TOAST_ID }),
      onError: (error) =>
        toast.error(
          t('admin.completeFailed', {
            message: errorMessage(error, t('admin.completeFallback')),
          }),
          { id: TOAST_ID },
        ),
    });

  let content;
  if (services.isPending) content = <PaidServicesSkeleton />;
  else if (services.isError) {
    content = (
      <LoadError message={t('admin.fetchFailed')} onRetry={() => void services.refetch()} />
    );
  } else if (services.data.length === 0) {
    content = (
      <EmptyState
        icon={ReceiptIndianRupee}
        title={t('admin.empty')}
        body={t('admin.emptyBody')}
        data-testid="paid-services-empty"
      />
    );
  } else {
    const open = services.data.filter((s) => s.status === 'customer_paid').length;
    content = (
      <section aria-label={t('admin.listLabel')} className="flex flex-col gap-4">
        <p className="text-sm font-medium text-slate-600" data-testid="paid-services-summary">
          {t('admin.summary', { total: services.data.length, open })}
        </p>
        <ul className="grid gap-4 lg:grid-cols-2">
          {services.data.map((service) => (
            <li key={service._id} className="flex">
              <PaidServiceCard
                service={service}
                onComplete={onComplete}
                isCompleting={complete.isPending && complete.variables === service._id}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ConsoleHeading
        title={t('admin.title')}
        subtitle={admin ? t('admin.signedInAs', { name: admin.fullname }) : t('admin.subtitle')}
      />
      {content}
    </div>
  );
}
