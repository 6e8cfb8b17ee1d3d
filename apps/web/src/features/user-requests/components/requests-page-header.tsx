import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** A request list's header: the shared page header with the way back to the dashboard. */
export function RequestsPageHeader(
  props: Omit<ComponentProps<typeof PageHeader>, 'backTo' | 'backLabel'>,
) {
  const { t } = useTranslation('requests');
  return <PageHeader {...props} backTo={paths.user.dashboard} backLabel={t('backToDashboard')} />;
}
