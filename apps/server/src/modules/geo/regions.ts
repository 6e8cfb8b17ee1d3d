/** A latitude/longitude rectangle in degrees. */
export interface LatLngBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const box = (minLat: number, maxLat: number, minLng: number, maxLng: number): LatLngBox => ({
  minLat,
  maxLat,
  minLng,
  maxLng,
});

/** Every point of the pincode table lies in this box around India. */
export const INDIA_BOX = box(6.5, 37.5, 68, 97.5);

/**
 * The 28 states and 8 union territories by their current names, each with a
 * hand-written box around its territory (public geography, rounded outward).
 * The pincode build rejects a source point lying more than 50 km outside the
 * box of its state, which catches points that landed in the wrong state.
 */
export const STATE_BOXES = {
  'Andaman and Nicobar Islands': box(6.7, 13.7, 92.1, 94.0),
  'Andhra Pradesh': box(12.6, 19.2, 76.7, 84.8),
  'Arunachal Pradesh': box(26.6, 29.5, 91.5, 97.5),
  Assam: box(24.1, 28.0, 89.7, 96.1),
  Bihar: box(24.3, 27.6, 83.3, 88.3),
  Chandigarh: box(30.65, 30.8, 76.68, 76.85),
  Chhattisgarh: box(17.7, 24.1, 80.2, 84.4),
  'Dadra and Nagar Haveli and Daman and Diu': box(20.0, 20.8, 70.8, 73.3),
  Delhi: box(28.4, 28.9, 76.8, 77.35),
  Goa: box(14.85, 15.85, 73.65, 74.35),
  Gujarat: box(20.1, 24.7, 68.1, 74.5),
  Haryana: box(27.6, 31.0, 74.4, 77.6),
  'Himachal Pradesh': box(30.35, 33.3, 75.55, 79.0),
  'Jammu and Kashmir': box(32.25, 35.0, 73.4, 76.8),
  Jharkhand: box(21.95, 25.35, 83.3, 87.95),
  Karnataka: box(11.55, 18.5, 74.0, 78.6),
  Kerala: box(8.15, 12.8, 74.85, 77.45),
  Ladakh: box(32.3, 35.7, 75.3, 80.3),
  Lakshadweep: box(8.0, 12.4, 71.6, 74.0),
  'Madhya Pradesh': box(21.05, 26.9, 74.0, 82.85),
  Maharashtra: box(15.6, 22.05, 72.6, 80.9),
  Manipur: box(23.8, 25.7, 93.0, 94.8),
  Meghalaya: box(25.0, 26.15, 89.8, 92.8),
  Mizoram: box(21.9, 24.55, 92.25, 93.45),
  Nagaland: box(25.2, 27.05, 93.3, 95.25),
  Odisha: box(17.8, 22.6, 81.35, 87.5),
  // Puducherry, Karaikal, Mahe and Yanam: four enclaves, one wide box.
  Puducherry: box(10.8, 16.8, 75.5, 82.3),
  Punjab: box(29.5, 32.55, 73.85, 76.95),
  Rajasthan: box(23.05, 30.2, 69.45, 78.3),
  Sikkim: box(27.05, 28.15, 88.0, 88.95),
  'Tamil Nadu': box(8.05, 13.6, 76.2, 80.35),
  Telangana: box(15.8, 19.95, 77.2, 81.35),
  Tripura: box(22.9, 24.55, 91.15, 92.35),
  'Uttar Pradesh': box(23.85, 30.45, 77.05, 84.65),
  Uttarakhand: box(28.7, 31.5, 77.55, 81.05),
  'West Bengal': box(21.5, 27.25, 85.8, 89.9),
} as const satisfies Record<string, LatLngBox>;

/** A state or union territory of India, by its current name. */
export type StateName = keyof typeof STATE_BOXES;

export const STATE_NAMES = Object.keys(STATE_BOXES) as StateName[];

export function isStateName(name: string): name is StateName {
  return Object.hasOwn(STATE_BOXES, name);
}
