import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { StatusPage } from './not-found';

/** A page that failed to load or render (often a new release replacing old chunks). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <StatusPage
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        title={t('routeError.title')}
        body={t('routeError.body')}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <ButtonLink to={paths.home} variant="outline" reloadDocument>
            {t('routeError.home')}
          </ButtonLink>
        </div>
      </StatusPage>
    </div>
  );
}
