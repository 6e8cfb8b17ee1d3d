import type { SignupRole } from '../../config/paths';
import type { SessionState } from '../session/session-store';

/** The account a socket is for: a signed-in customer or professional (admins have none). */
export function realtimeAccount(
  session: Pick<SessionState, 'role' | 'user' | 'repairer'>,
): { role: SignupRole; id: string; key: string } | null {
  const { role, user, repairer } = session;
  const id = role === 'user' ? user?._id : role === 'repairer' ? repairer?._id : undefined;
  return (role === 'user' || role === 'repairer') && id ? { role, id, key: `${role}:${id}` } : null;
}
