export { chatRoutes } from './chat.routes.ts';
export { createChatService, type ChatService } from './chat.service.ts';
export type { Participant } from './chat.repo.ts';
/** The socket side of the chat, which plugins/socket.ts wires to Socket.IO. */
export {
  accountRoom,
  conversationRoom,
  registerChatEvents,
  sessionRoom,
  type SocketAuth,
  type TrackHandler,
} from './chat.socket.ts';
