/** The admins' audit log: every admin action, append-only, written in the action's transaction. */
export { recordAdminAction, listAdminActions, type AdminAction } from './audit.repo.ts';
