import { ProfilePageShell } from '../components/profile-page-shell';
import { SettingsForm } from '../components/settings-form';

/** /repairer/settings: email and SMS notifications, service radius (read from the profile). */
export default function SettingsPage() {
  return (
    <ProfilePageShell page="settings" className="max-w-2xl">
      {(profile) => <SettingsForm preferences={profile.preferences} />}
    </ProfilePageShell>
  );
}
