/** Repairer verification (DESIGN.md section 12): the admin's queue and decisions. */
export { verificationRoutes } from './verification.routes.ts';
export { createVerificationService, type VerificationService } from './verification.service.ts';
