/** A job's chat conversation: opened when a repairer takes it, closed when it ends. */
export {
  closeConversation,
  conversationIdsByRequest,
  openConversation,
} from './conversations.repo.ts';
