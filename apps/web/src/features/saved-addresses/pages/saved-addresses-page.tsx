import { SAVED_ADDRESSES_MAX, type TSavedAddress } from '@gharseva/domain';
import { MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Card } from '../../../components/ui/card';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/errors';
import {
  useDeleteAddress,
  useSavedAddresses,
  useUpdateAddress,
} from '../../../lib/saved-addresses';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { AddressCard } from '../components/address-card';

const TOAST_ID = 'saved-addresses';

/**
 * /user/addresses: the customer's saved addresses, the default first, with make default, rename
 * and delete. New ones are saved from the Request Service wizard.
 */
export default function SavedAddressesPage() {
  const { t } = useTranslation('addresses');
  const { user } = useSession();
  const query = useSavedAddresses({ enabled: user !== null });
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [deleting, setDeleting] = useState<TSavedAddress | null>(null);
  const fallbacks = { failed: t('page.failed'), unexpected: t('page.failed') };
  const fail = (error: unknown) => toast.error(failureMessage(error, fallbacks), { id: TOAST_ID });
  const busy = update.isPending || remove.isPending;

  if (!user) return <AccessDenied message={t('page.accessDenied')} loginTo={paths.user.login} />;

  let content;
  if (query.isPending)
    content = <CardListSkeleton count={3} data-testid="saved-addresses-loading" />;
  else if (query.isError) {
    content = <LoadError message={t('page.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    content = <EmptyState icon={MapPinOff} title={t('page.empty')} body={t('page.emptyBody')} />;
  } else {
    content = (
      <>
        <p className="text-sm text-slate-600">
          {t('page.count', { count: query.data.length, max: SAVED_ADDRESSES_MAX })}{' '}
          {t('page.addHint')}
        </p>
        <Card className="overflow-hidden">
          <ul aria-label={t('page.list')} className="divide-y divide-slate-100">
            {query.data.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                busy={busy}
                onMakeDefault={() =>
                  update.mutate(
                    { id: address.id, isDefault: true },
                    {
                      onSuccess: () =>
                        toast.success(t('page.defaultSet', { label: address.label }), {
                          id: TOAST_ID,
                        }),
                      onError: fail,
                    },
                  )
                }
                onRename={(label, done) =>
                  update.mutate(
                    { id: address.id, label },
                    {
                      onSuccess: () => {
                        done();
                        toast.success(t('page.renamed'), { id: TOAST_ID });
                      },
                      onError: fail,
                    },
                  )
                }
                onDelete={() => setDeleting(address)}
              />
            ))}
          </ul>
        </Card>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        backTo={paths.user.dashboard}
        backLabel={t('page.back')}
      />
      {content}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('page.deleted'), { id: TOAST_ID });
            },
            onError: fail,
          });
        }}
        title={t('page.deleteTitle', { label: deleting?.label ?? '' })}
        description={t('page.deleteBody')}
        confirmLabel={t('page.deleteConfirm')}
        cancelLabel={t('page.cancel')}
        confirmVariant="danger"
        isPending={remove.isPending}
      />
    </div>
  );
}
