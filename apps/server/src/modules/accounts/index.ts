export { accountsRoutes } from './accounts.routes.ts';
export {
  createAccountsService,
  type AccountsService,
  type ClientInfo,
} from './accounts.service.ts';
/** A repairer with their services, and its public shape (the repairer's profile page). */
export { findRepairerById, type RepairerWithServices } from './accounts.repo.ts';
export { toSessionRepairer } from './accounts.view.ts';
/** What the demo seed and the benches need to create accounts as sign-up would. */
export { createAadhaarVault } from './aadhaar.vault.ts';
/** The key rotation `npm run rotate-keys` runs (decision 045). */
export { rotateAadhaarKey, RotationAborted, type RotationReport } from './aadhaar-rotation.ts';
export { phoneTaken } from './accounts.repo.ts';
export { hashPassword } from './password.ts';
