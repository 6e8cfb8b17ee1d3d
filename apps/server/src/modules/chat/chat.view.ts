import type { SenderModel, TChatMessage, TConversation } from '@gharseva/domain';
import type { listConversations, MessageRow } from './chat.repo.ts';

export function toChatMessage(row: MessageRow, names: Record<SenderModel, string>): TChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderModel: row.senderModel,
    senderName: names[row.senderModel],
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

type ConversationListRow = Awaited<ReturnType<typeof listConversations>>[number];

export function toConversation(row: ConversationListRow): TConversation {
  return {
    id: row.id,
    _id: row.id,
    serviceId: row.serviceRequestId,
    sender: row.other,
    title: row.title,
    serviceType: row.serviceType,
    category: row.category,
    issue: row.issue,
    lastMessage: row.lastMessage,
    time: (row.lastMessageAt ?? row.createdAt).toISOString(),
    unread: Number(row.unread),
    isActive: row.isActive,
    serviceRequestStatus: row.status,
  };
}
