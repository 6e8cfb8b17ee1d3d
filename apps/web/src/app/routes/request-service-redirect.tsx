import { canonicalMainCategory } from '@gharseva/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';

/**
 * /request-service?service={category}: the way into the Request Service wizard
 * from anywhere (public pages included). A signed-in user lands on the
 * dashboard with the wizard open (preset to the category when one is named);
 * anyone else goes to /user/login with 'Please login to request a service.'
 */
export function RequestServiceRedirect() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const serviceType = canonicalMainCategory(params.get('service') ?? '') ?? null;
  const signedOut = !session.isLoading && session.role !== 'user';

  useEffect(() => {
    if (signedOut) {
      toast.error(t('requestService.loginRequired'), { id: 'request-service-login' });
    }
  }, [signedOut, t]);

  if (session.isLoading) return <PageSpinner className="min-h-dvh" />;
  if (signedOut) {
    return <Navigate to={paths.user.login} replace state={{ from: paths.user.dashboard }} />;
  }
  return <Navigate to={paths.user.dashboard} replace state={{ requestService: { serviceType } }} />;
}
