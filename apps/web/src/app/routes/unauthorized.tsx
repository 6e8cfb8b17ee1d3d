import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { StatusPage } from './not-found';

/** A signed-in visitor on another role's page: '403 - Unauthorized Access' with a link home. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<ShieldAlert className="size-8" aria-hidden="true" />}
      title={t('unauthorized.title')}
      body={t('unauthorized.body')}
    >
      <ButtonLink to={paths.home}>{t('unauthorized.home')}</ButtonLink>
    </StatusPage>
  );
}
