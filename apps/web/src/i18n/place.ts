import { approximatePlace } from '@gharseva/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A request's stored address in the current language: an address the app made from the area
 * or pincode alone ('Near South Delhi, Delhi', see `approximateAddress`) reads in the reader's
 * words around the place's own name; an address the customer wrote is shown as written.
 */
export function useAddressText(): (address: string | null | undefined) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (address) => {
      if (!address) return '';
      const place = approximatePlace(address);
      if (!place) return address;
      return 'area' in place
        ? t('approximatePlace.near', { area: place.area })
        : t('approximatePlace.pincode', { pincode: place.pincode });
    },
    [t],
  );
}
