import type { TChatMessage, TConversation } from '@gharseva/domain';

/** A conversation as GET /api/{role}/conversations lists it, with overrides. */
export const conversationOf = (id: string, extra: Partial<TConversation> = {}): TConversation => ({
  id,
  _id: id,
  serviceId: `job-${id}`,
  sender: 'Ravi Verma',
  title: `Job ${id}`,
  serviceType: 'Plumbing',
  category: null,
  issue: null,
  lastMessage: null,
  time: new Date().toISOString(),
  unread: 0,
  isActive: true,
  serviceRequestStatus: 'quoted',
  ...extra,
});

let counter = 0;

/** A chat message as pastMessages and receiveMessage carry it. */
export const messageOf = (
  conversationId: string,
  text: string,
  extra: Partial<TChatMessage> = {},
): TChatMessage => {
  counter += 1;
  return {
    _id: `m-${String(counter).padStart(4, '0')}`,
    conversationId,
    senderId: 'r1',
    senderModel: 'Repairer',
    senderName: 'Ravi Verma',
    message: text,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, counter)).toISOString(),
    ...extra,
  };
};
