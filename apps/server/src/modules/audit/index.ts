/** The admins' audit log: every admin action, append-only, written in the action's transaction. */
export {
  recordAdminAction,
  listAdminActions,
  type AdminAction,
  type AdminActionRow,
} from './audit.repo.ts';
