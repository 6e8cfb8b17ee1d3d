import { paths, type SignupRole } from '../../../config/paths';

/** The messages page of a role, with one conversation open. */
export const conversationPath = (role: SignupRole, conversationId: string): string =>
  role === 'user'
    ? paths.user.conversation(conversationId)
    : paths.repairer.conversation(conversationId);

/** The messages page of a role, with none open (the list, on phones). */
export const messagesPath = (role: SignupRole): string =>
  role === 'user' ? paths.user.messages : paths.repairer.messages;
