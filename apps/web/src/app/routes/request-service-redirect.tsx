import { canonicalMainCategory } from '@gharseva/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';

const BACK_TO_DASHBOARD = { from: paths.user.dashboard };

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
  // <Navigate> navigates again whenever its state is a new object: keep the same one.
  const launch = useMemo(() => ({ requestService: { serviceType } }), [serviceType]);

  useEffect(() => {
    if (signedOut) {
      toast.error(t('requestService.loginRequired'), { id: 'request-service-login' });
    }
  }, [signedOut, t]);

  if (session.isLoading) return <PageSpinner className="min-h-dvh" />;
  if (signedOut) {
    return <Navigate to={paths.user.login} replace state={BACK_TO_DASHBOARD} />;
  }
  return <Navigate to={paths.user.dashboard} replace state={launch} />;
}
