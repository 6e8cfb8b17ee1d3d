import { SEARCH_CATEGORIES, type SearchCategory } from '@gharseva/domain';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { PincodeField } from '../../../components/ui/pincode-field';
import { SelectField } from '../../../components/ui/select';
import { paths } from '../../../config/paths';

/** Pincode and search category, then the Available Repairers page (state carries both). */
export function FindRepairersForm({ defaultPincode = '' }: { defaultPincode?: string }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const navigate = useNavigate();
  const [pincode, setPincode] = useState(defaultPincode);
  const [serviceType, setServiceType] = useState<SearchCategory | ''>('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9]\d{5}$/.test(pincode)) {
      toast.error(t('user.findRepairers.pincodeInvalid'), { id: 'find-repairers' });
      return;
    }
    if (!serviceType) {
      toast.error(t('user.findRepairers.categoryRequired'), { id: 'find-repairers' });
      return;
    }
    void navigate(paths.user.repairers, { state: { serviceType, pincode } });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <PincodeField
          label={t('user.findRepairers.pincode')}
          hint={t('user.findRepairers.pincodeHint')}
          value={pincode}
          onChange={(event) => setPincode(event.target.value)}
        />
        <SelectField
          label={t('user.findRepairers.category')}
          placeholder={t('user.findRepairers.categoryPlaceholder')}
          options={SEARCH_CATEGORIES.map((value) => ({
            value,
            label: t(`common:searchCategories.${value}`),
          }))}
          value={serviceType}
          onChange={(event) => setServiceType(event.target.value as SearchCategory)}
        />
      </div>
      <Button type="submit" className="sm:self-start">
        <Search className="size-5" aria-hidden="true" />
        {t('user.findRepairers.submit')}
      </Button>
    </form>
  );
}
