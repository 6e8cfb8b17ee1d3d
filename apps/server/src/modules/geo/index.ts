/** Pincodes and distances: where a place is and how far apart two are. */
export { geoRoutes } from './geo.routes.ts';
export { locatePincode, type PincodeLocation } from './pincodes.ts';
export { placeLocation } from './place.ts';
export { boundingBox, haversineKm, haversineSql, pointBoxSql, type LatLng } from './distance.ts';
