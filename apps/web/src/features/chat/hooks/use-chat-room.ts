import { CHAT_MESSAGE_MAX, type TConversation } from '@gharseva/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { SignupRole } from '../../../config/paths';
import { invalidateConversations, patchConversation } from '../../../lib/conversations';
import { markChatNotificationsRead } from '../../../lib/notifications';
import { ACK_TIMEOUT_MS } from '../../../lib/socket/events';
import { useRealtime, useSocketEvent } from '../../../lib/socket/use-realtime';
import { getMessagesAfter } from '../api/get-messages-after';
import { getOlderMessages } from '../api/get-older-messages';
import { createRoomGate } from '../utils/room-gate';
import { INITIAL_ROOM, roomReducer } from '../utils/room-state';
import { useMarkRead } from './use-mark-read';

let pendingCounter = 0;

/**
 * One conversation's live room (SPEC.md section 7): joins it (again after every reconnect,
 * whose pastMessages bring what was missed), shows messages as the server echoes them,
 * sends with an acknowledgement, pages back through history, follows the chat's end, and
 * leaves the room when the conversation is closed on screen (so the other side's messages
 * notify again). Mount it once per conversation (`key` it by id).
 */
export function useChatRoom({
  role,
  conversation,
  senderId,
}: {
  role: SignupRole;
  conversation: TConversation;
  senderId: string;
}) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const { socket, status } = useRealtime();
  const [state, dispatch] = useReducer(roomReducer, INITIAL_ROOM);
  const id = conversation.id;
  const serviceId = conversation.serviceId;
  const senderModel: 'User' | 'Repairer' = role === 'user' ? 'User' : 'Repairer';
  const markRead = useMarkRead(role, id);
  const latest = useRef({ state, conversation });
  useEffect(() => {
    latest.current = { state, conversation };
  });
  const loadingOlder = useRef(false);
  const [gate] = useState(createRoomGate);
  const chatError = useCallback(
    (message: string) => toast.error(t('messages.error', { message }), { id: 'chat-error' }),
    [t],
  );

  useEffect(() => {
    if (!socket) return;
    let live = true;
    /**
     * pastMessages brings the latest page only: after a longer break, the messages between the
     * last one shown and that page are fetched too.
     */
    const catchUp = async (afterId: string) => {
      let cursor = afterId;
      for (;;) {
        const page = await getMessagesAfter(role, id, cursor);
        if (!live) return;
        if (page.data.length > 0) dispatch({ type: 'past', messages: page.data });
        if (!page.hasMore || page.data.length === 0) return;
        cursor = page.data.at(-1)!._id;
      }
    };
    const join = (lastSeenId?: string) => {
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('joinRoom', id)
        .then(
          (ack) => {
            if (!live) return;
            if (!ack.ok) {
              dispatch({ type: 'refused', message: ack.message ?? t('messages.unavailable') });
              return;
            }
            dispatch({ type: 'joined' });
            gate.open(socket);
            if (lastSeenId) catchUp(lastSeenId).catch(() => undefined);
            // Joining marks the conversation read on the server; its message alerts are read too.
            patchConversation(queryClient, role, id, (c) => ({ ...c, unread: 0 }));
            markChatNotificationsRead(queryClient, role, serviceId);
          },
          () => live && dispatch({ type: 'refused', message: t('messages.unavailable') }),
        );
    };
    const rejoin = () => {
      dispatch({ type: 'joining' });
      join(latest.current.state.messages.at(-1)?._id);
    };
    if (socket.connected) join();
    socket.on('connect', rejoin);
    // Messages written while the connection is down wait for the room to be joined again.
    socket.on('disconnect', gate.close);
    return () => {
      live = false;
      socket.off('connect', rejoin);
      socket.off('disconnect', gate.close);
      if (socket.connected) socket.emit('leaveRoom', id);
    };
  }, [socket, id, serviceId, role, queryClient, t, gate]);

  useSocketEvent('pastMessages', (messages) => {
    const ours = messages.filter((m) => m.conversationId === id);
    if (ours.length > 0 || messages.length === 0) dispatch({ type: 'past', messages: ours });
  });

  useSocketEvent('receiveMessage', (message) => {
    if (message.conversationId !== id) return;
    const mine = message.senderModel === senderModel;
    dispatch({ type: 'received', message, mine });
    const seen = mine || document.visibilityState !== 'hidden';
    patchConversation(queryClient, role, id, (c) => ({
      ...c,
      lastMessage: message.message,
      time: message.createdAt,
      unread: seen ? c.unread : c.unread + 1,
    }));
    if (!mine) markRead();
  });

  useSocketEvent('chatEnded', ({ message, conversationId }) => {
    if (conversationId !== undefined && conversationId !== id) return;
    const { state: now, conversation: shown } = latest.current;
    // Joining a chat already known closed also brings chatEnded: no toast for that one.
    if (shown.isActive && now.ended === null) {
      toast(t('messages.ended', { reason: message }), { id: `chat-ended-${id}` });
    }
    dispatch({ type: 'ended', reason: message });
    void invalidateConversations(queryClient, role);
  });

  useSocketEvent('chatError', ({ message }) => chatError(message));

  const closed = !conversation.isActive || state.ended !== null;
  // Writing is possible while the room is still being joined: the message waits for it.
  const canSend =
    !closed && state.phase !== 'refused' && status !== 'unavailable' && status !== 'idle';

  /** Sends a message; false when it was not sent (blank, closed, refused or no answer). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!canSend || message.length === 0 || message.length > CHAT_MESSAGE_MAX) return false;
      pendingCounter += 1;
      const key = `pending-${pendingCounter}`;
      dispatch({ type: 'pending', item: { key, message, createdAt: new Date().toISOString() } });
      try {
        const joined = await gate.wait(ACK_TIMEOUT_MS);
        if (!joined) {
          chatError(t('messages.unavailable'));
          return false;
        }
        const ack = await joined
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('sendMessage', { conversationId: id, senderId, senderModel, message });
        if (ack.ok) return true;
        chatError(ack.message ?? t('messages.unavailable'));
      } catch {
        chatError(t('messages.unavailable'));
      } finally {
        dispatch({ type: 'settled', key });
      }
      return false;
    },
    [gate, canSend, id, senderId, senderModel, chatError, t],
  );

  /** The page of history before the first message shown (on scrolling to the top). */
  const loadOlder = useCallback(async () => {
    const { state: now } = latest.current;
    const oldest = now.messages[0];
    if (!oldest || !now.hasMore || loadingOlder.current) return;
    loadingOlder.current = true;
    dispatch({ type: 'loadingOlder' });
    try {
      const page = await getOlderMessages(role, id, oldest._id);
      dispatch({ type: 'older', messages: page.data, hasMore: page.hasMore });
    } catch {
      dispatch({ type: 'olderFailed' });
      chatError(t('messages.unavailable'));
    } finally {
      loadingOlder.current = false;
    }
  }, [role, id, chatError, t]);

  return { ...state, status, closed, canSend, send, loadOlder, senderModel };
}
