import { useTranslation } from 'react-i18next';
import { EmailAddressSection } from '../../../components/email-address';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { EmailSwitch } from '../components/email-switch';

/** /user/settings: the customer's email address and their email notifications switch. */
export default function UserSettingsPage() {
  const { t } = useTranslation('email');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        backTo={paths.user.dashboard}
        backLabel={t('settings.back')}
      />
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        <EmailAddressSection role="user" />
        <div className="border-t border-slate-100 pt-5">
          <EmailSwitch />
        </div>
      </Card>
    </div>
  );
}
