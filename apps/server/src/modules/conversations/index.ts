/** A job's chat conversation: opened when a repairer takes it, closed when it ends. */
export {
  closeConversation,
  reopenConversation,
  conversationIdsByRequest,
  openConversation,
} from './conversations.repo.ts';
