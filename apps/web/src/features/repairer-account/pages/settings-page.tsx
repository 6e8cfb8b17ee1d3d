import { EmailAddressSection } from '../../../components/email-address';
import { ProfilePageShell } from '../components/profile-page-shell';
import { SettingsForm } from '../components/settings-form';

/**
 * /repairer/settings: his email address (issue 24), email and SMS notifications, service radius
 * (read from the profile).
 */
export default function SettingsPage() {
  return (
    <ProfilePageShell page="settings" className="max-w-2xl">
      {(profile) => (
        <div className="flex flex-col gap-6">
          <EmailAddressSection role="repairer" />
          <div className="border-t border-slate-100 pt-5">
            <SettingsForm preferences={profile.preferences} />
          </div>
        </div>
      )}
    </ProfilePageShell>
  );
}
