import { GPS_TIMEOUT_MS } from '@gharseva/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { getPublicConfigQueryOptions } from '../../../lib/public-config';
import { reverseGeocodeQueryOptions } from '../api/reverse-geocode';
import { parseReverseGeocode } from '../utils/reverse-geocode';
import type { WizardAction } from '../utils/wizard-state';

const PERMISSION_DENIED = 1;
const TOAST_ID = 'wizard-gps';

/**
 * 'Use GPS Location' (SPEC.md sections 5, 8, 9): a fresh high-accuracy fix
 * (10 s timeout, no cached position), then the address from the geocoder the
 * server names in /api/public/config. Every outcome is a toast.
 */
export function useGpsLocation(dispatch: Dispatch<WizardAction>): () => void {
  const { t } = useTranslation('wizard');
  const queryClient = useQueryClient();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      toast.error(t('location.toasts.unsupported'), { id: TOAST_ID });
      return;
    }
    dispatch({ type: 'gpsStart' });

    const onPosition = async ({ coords }: GeolocationPosition) => {
      if (!mounted.current) return;
      const { latitude, longitude } = coords;
      const coordinates: [number, number] = [longitude, latitude];
      try {
        const { geocoderUrl } = await queryClient.fetchQuery(getPublicConfigQueryOptions());
        const answer = await queryClient.fetchQuery(
          reverseGeocodeQueryOptions(geocoderUrl, latitude, longitude),
        );
        if (!mounted.current) return;
        const address = parseReverseGeocode(answer);
        dispatch({ type: 'gpsDetected', coordinates, address });
        if (!address) {
          toast.error(t('location.toasts.addressFailed'), { id: TOAST_ID });
        } else if (address.fullAddress && address.pincode) {
          toast.success(t('location.toasts.detected'), { id: TOAST_ID });
        } else {
          toast.warning(t('validation.gpsLocation'), { id: TOAST_ID });
        }
      } catch (error) {
        console.warn('Reverse geocoding failed', error);
        if (!mounted.current) return;
        dispatch({ type: 'gpsDetected', coordinates, address: null });
        toast.error(t('location.toasts.addressFailed'), { id: TOAST_ID });
      }
    };

    const onError = (error: GeolocationPositionError) => {
      if (!mounted.current) return;
      if (error.code === PERMISSION_DENIED) {
        dispatch({ type: 'gpsFailed', switchToManual: true });
        toast.error(t('location.toasts.denied'), { id: TOAST_ID });
      } else {
        dispatch({ type: 'gpsFailed', switchToManual: false });
        toast.error(t('location.toasts.failed'), { id: TOAST_ID });
      }
    };

    navigator.geolocation.getCurrentPosition((position) => void onPosition(position), onError, {
      enableHighAccuracy: true,
      timeout: GPS_TIMEOUT_MS,
      maximumAge: 0,
    });
  }, [dispatch, queryClient, t]);
}
