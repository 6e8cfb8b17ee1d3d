import { findMainCategory } from '@gharseva/domain';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useCatalogueText } from '../../../i18n/catalogue';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useEarlierRequest } from '../api/get-earlier-request';
import { RequestModal } from '../components/request-modal';
import { bookAgainForm, earlierLocation } from '../utils/direct-request-form';

/**
 * /user/book-again/:requestId (issue 24): a new direct request to the repairer of an earlier
 * job, filled with its service, description, address and contact. Only the job's customer can
 * read it; a repairer who can no longer take work is refused by the server as any direct
 * request to him is, and its message is shown.
 */
export default function BookAgainPage() {
  const { t } = useTranslation(['booking', 'common']);
  const cat = useCatalogueText();
  const navigate = useNavigate();
  const { user } = useSession();
  const { requestId = '' } = useParams();
  const earlier = useEarlierRequest(requestId);
  const back = () => void navigate(paths.user.completedServices);
  const repairer = earlier.data?.repairer ?? null;
  // One target per loaded request: the modal opens a new form (and key) per target.
  const target = useMemo(() => (repairer ? { repairer } : null), [repairer]);

  let content = null;
  if (earlier.isPending) {
    content = (
      <Card className="p-5 text-slate-600" role="status">
        {t('bookAgain.loading')}
      </Card>
    );
  } else if (earlier.isError || !earlier.data.repairer) {
    const missing =
      !earlier.isError || (earlier.error instanceof ApiError && earlier.error.status === 404);
    content = missing ? (
      <Card className="p-5 text-slate-700" data-testid="book-again-missing">
        {t('bookAgain.notFound')}
      </Card>
    ) : (
      <LoadError message={t('bookAgain.notFound')} onRetry={() => void earlier.refetch()} />
    );
  }

  const request = earlier.data;
  const main = request ? findMainCategory(request.serviceType) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <title>{t('common:pageTitle', { title: t('bookAgain.button') })}</title>
      <header className="flex flex-col gap-2">
        <TextLink to={paths.user.completedServices} className="gap-1.5 self-start text-sm">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('bookAgain.back')}
        </TextLink>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('bookAgain.button')}</h1>
      </header>
      {content}
      {request && target && (
        <RequestModal
          target={target}
          serviceLabel={main ? cat(main.cardLabel) : request.serviceType}
          pincode={request.location.pincode}
          subject={{
            serviceType: request.serviceType,
            ...(request.category ? { category: request.category } : {}),
            ...(request.issue ? { issue: request.issue } : {}),
            title: request.title,
          }}
          initialForm={() => bookAgainForm(request, user?.phone ?? '')}
          searchLocation={earlierLocation(request)}
          note={t('bookAgain.prefilled')}
          onClose={back}
          onSent={() => void navigate(paths.user.inProgress)}
        />
      )}
    </div>
  );
}
