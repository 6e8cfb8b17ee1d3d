/** The price estimate from past quotes in the area (search shows it beside the repairers). */
export { createEstimator, type Estimator } from './estimate.service.ts';
