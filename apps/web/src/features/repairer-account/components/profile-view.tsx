import { isSearchCategory, type TRepairerProfile } from '@gharseva/domain';
import { Pencil, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useServiceWithPrice } from '../../../components/ui/visit-price-note';

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** View mode of the profile: who, where, what for how much, and where the money goes. */
export function ProfileView({
  profile,
  onEdit,
}: {
  profile: TRepairerProfile;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['repairer', 'common']);
  const area = [profile.district, profile.state].filter(Boolean).join(', ');
  const serviceName = (name: string) =>
    isSearchCategory(name) ? t(`common:searchCategories.${name}`) : name;
  const withPrice = useServiceWithPrice();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={profile.fullname} src={profile.profilePicture} className="size-16" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold break-words text-slate-900">{profile.fullname}</h2>
          {profile.verificationStatus === 'verified' && (
            <VerifiedBadge label={t('profile.verified')} className="my-1" />
          )}
          <p className="text-sm text-slate-600">
            <PhoneNumber phone={profile.phone} country />
          </p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-700">
            <Star className="size-4 fill-accent-500 text-accent-500" aria-hidden="true" />
            {profile.rating.count > 0
              ? t('profile.rating', {
                  rating: profile.rating.average.toFixed(1),
                  count: profile.rating.count,
                })
              : t('profile.noRating')}
          </p>
        </div>
        <Button onClick={onEdit} variant="secondary">
          <Pencil className="size-4" aria-hidden="true" />
          {t('profile.edit')}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label={t('profile.fields.bio')} wide>
          {profile.bio ? (
            <span className="whitespace-pre-line">{profile.bio}</span>
          ) : (
            <span className="text-slate-500 italic">{t('profile.noBio')}</span>
          )}
        </Item>
        <Item label={t('profile.fields.pincode')}>
          {[profile.pincode, area].filter(Boolean).join(' - ')}
        </Item>
        <Item label={t('profile.fields.experience')}>
          {t('profile.fields.experienceValue', { count: profile.experience })}
        </Item>
        <Item label={t('profile.fields.upiId')}>{profile.upiId}</Item>
        <Item label={t('profile.fields.aadhaar')}>
          {/* An LTR run: in Urdu, XXXX XXXX 1234 would show as 1234 XXXX XXXX. */}
          <bdi dir="ltr" className="tabular-nums">
            {profile.aadharcardNumber}
          </bdi>
        </Item>
        <Item label={t('profile.fields.services')} wide>
          {profile.services.length === 0 ? (
            t('profile.services.none')
          ) : (
            <ul className="flex flex-wrap gap-2">
              {profile.services.map((service) => (
                <li
                  key={service.name}
                  className="rounded-lg bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-800"
                >
                  {withPrice(serviceName(service.name), service.visitingCharge)}
                </li>
              ))}
            </ul>
          )}
        </Item>
      </dl>
    </div>
  );
}
