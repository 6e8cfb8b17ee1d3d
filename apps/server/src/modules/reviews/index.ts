export { reviewsRoutes } from './reviews.routes.ts';
export { createReviewsService, type ReviewsService } from './reviews.service.ts';
