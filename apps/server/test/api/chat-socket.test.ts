import type { TChatMessage, TNotification } from '@gharseva/domain';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, serviceRequestEvents, sessions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { PASSWORD, signupAdmin } from '../support/factories.ts';
import {
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  type Party,
} from '../support/jobs.ts';
import { collect, connectAs, emitAck, listen, next, silence } from '../support/sockets.ts';

let t: TestApp;
let url: string;
let customer: Party;
let stranger: Party;
let repairer: Party;
let otherRepairer: Party;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    MAX_ACTIVE_JOBS: '100',
    CHAT_MAX_MESSAGES_PER_MINUTE: '20',
  });
  url = await listen(t);
  customer = await newCustomer(t, 'Meera Iyer');
  stranger = await newCustomer(t, 'Kabir Khan');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
  otherRepairer = await newRepairer(t, { fullname: 'Sunil Yadav' });
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await t.close();
});

async function socketOf(party: Party): Promise<Socket> {
  const socket = await connectAs(url, party.agent);
  open.push(socket);
  return socket;
}

/** A job the repairer accepted: its conversation is open. */
async function conversation(): Promise<{ jobId: string; id: string }> {
  const jobId = await jobAt(t, 'pending_quote', customer, repairer);
  const body = await expectOkJson(
    customer.agent.get(`/api/user/conversations/by-service/${jobId}`),
  );
  return { jobId, id: body.conversationId as string };
}

async function joined(socket: Socket, conversationId: string) {
  const past = next<TChatMessage[]>(socket, 'pastMessages');
  expect(await emitAck(socket, 'joinRoom', conversationId)).toEqual({ ok: true });
  return past;
}

const storedMessages = (conversationId: string) =>
  t.deps.database.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));

describe('the handshake', () => {
  it('refuses a socket without a session, with an admin session, or from another site', async () => {
    await expect(connectAs(url, null)).rejects.toThrow('UNAUTHENTICATED');
    const admin = await signupAdmin(t);
    await expect(connectAs(url, admin.agent)).rejects.toThrow('UNAUTHENTICATED');
    await expect(
      connectAs(url, customer.agent, { origin: 'https://evil.example' }),
    ).rejects.toThrow();
    const ok = await connectAs(url, customer.agent, { origin: url });
    open.push(ok);
    expect(ok.connected).toBe(true);
  });

  it('takes a bearer token instead of the cookie', async () => {
    const login = await createAgent(t.app).post('/api/user/login', {
      phone: customer.phone,
      password: PASSWORD,
    });
    const token = login.json().token as string;
    expect(token).toEqual(expect.any(String));
    const socket = await connectAs(url, null, { token });
    open.push(socket);
    expect(socket.connected).toBe(true);
  });
});

describe('joinRoom', () => {
  it("lets the conversation's two participants in, with its past messages", async () => {
    const c = await conversation();
    const mine = await socketOf(customer);
    expect(await joined(mine, c.id)).toEqual([]);
    await emitAck(mine, 'sendMessage', {
      conversationId: c.id,
      message: 'Hello, when can you come?',
    });
    const theirs = await socketOf(repairer);
    const past = await joined(theirs, c.id);
    expect(past).toHaveLength(1);
    expect(past[0]).toMatchObject({
      conversationId: c.id,
      senderId: customer.id,
      senderModel: 'User',
      senderName: 'Meera Iyer',
      message: 'Hello, when can you come?',
    });
  });

  it('refuses a stranger, another repairer and a bad id with chatError', async () => {
    const c = await conversation();
    const outsider = await socketOf(stranger);
    const error = next<{ message: string }>(outsider, 'chatError');
    expect(await emitAck(outsider, 'joinRoom', c.id)).toEqual({
      ok: false,
      message: 'Conversation not found or is inactive.',
    });
    expect(await error).toEqual({ message: 'Conversation not found or is inactive.' });

    const rival = await socketOf(otherRepairer);
    expect(await emitAck(rival, 'joinRoom', c.id)).toEqual({
      ok: false,
      message: 'Conversation not found.',
    });
    expect((await emitAck(rival, 'joinRoom', 'not-a-uuid')).ok).toBe(false);
    expect((await emitAck(rival, 'joinRoom', { id: c.id })).ok).toBe(false);

    // The stranger hears nothing of the room.
    const heard = collect(outsider, 'receiveMessage');
    const mine = await socketOf(customer);
    await joined(mine, c.id);
    await emitAck(mine, 'sendMessage', { conversationId: c.id, message: 'Private' });
    await silence(heard);
  });
});

describe('sendMessage', () => {
  it('stores the message first, then sends it to the room, sender taken from the session', async () => {
    const c = await conversation();
    const mine = await socketOf(customer);
    const theirs = await socketOf(repairer);
    await joined(mine, c.id);
    await joined(theirs, c.id);
    const arriving = next<TChatMessage>(theirs, 'receiveMessage');
    const echo = next<TChatMessage>(mine, 'receiveMessage');
    const ack = await emitAck(mine, 'sendMessage', {
      conversationId: c.id,
      // Spoofed: the server ignores both.
      senderId: repairer.id,
      senderModel: 'Repairer',
      message: '   The tap is in the kitchen.  ',
    });
    expect(ack).toEqual({ ok: true });
    const received = await arriving;
    expect(received).toEqual({
      _id: expect.any(String),
      conversationId: c.id,
      senderId: customer.id,
      senderModel: 'User',
      senderName: 'Meera Iyer',
      message: 'The tap is in the kitchen.',
      createdAt: expect.any(String),
    });
    expect((await echo)._id).toBe(received._id);
    const [row] = await storedMessages(c.id);
    expect(row).toMatchObject({ id: received._id, senderId: customer.id, senderModel: 'User' });
    // The conversation's first message is recorded as activity, once.
    await emitAck(theirs, 'sendMessage', { conversationId: c.id, message: 'Noted.' });
    const started = await t.deps.database.db
      .select()
      .from(serviceRequestEvents)
      .where(
        and(
          eq(serviceRequestEvents.serviceRequestId, c.jobId),
          eq(serviceRequestEvents.kind, 'chat_started'),
        ),
      );
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ actorRole: 'user', actorId: customer.id });
  });

  it('stores a resend with the same client id once, and sends the stored message again', async () => {
    const c = await conversation();
    const mine = await socketOf(customer);
    const theirs = await socketOf(repairer);
    await joined(mine, c.id);
    await joined(theirs, c.id);
    const send = { conversationId: c.id, message: 'On my way', clientId: 'm-7f3a' };
    const first = next<TChatMessage>(theirs, 'receiveMessage');
    expect(await emitAck(mine, 'sendMessage', send)).toEqual({ ok: true });
    const again = next<TChatMessage>(theirs, 'receiveMessage');
    // The acknowledgement was lost: the client sends the same message again.
    expect(await emitAck(mine, 'sendMessage', send)).toEqual({ ok: true });
    expect((await again)._id).toBe((await first)._id);
    expect(await storedMessages(c.id)).toHaveLength(1);
    // Another client id is another message; a malformed one is refused, storing nothing.
    await emitAck(mine, 'sendMessage', { ...send, clientId: 'm-7f3b' });
    expect((await emitAck(mine, 'sendMessage', { ...send, clientId: 'no spaces' })).ok).toBe(false);
    expect(await storedMessages(c.id)).toHaveLength(2);
  });

  it('refuses blank, over-long and malformed messages, and a stranger’s; nothing is stored', async () => {
    const c = await conversation();
    const mine = await socketOf(customer);
    await joined(mine, c.id);
    const refusals: [unknown, string][] = [
      [{ conversationId: c.id, message: '   ' }, 'Please type a message.'],
      [{ conversationId: c.id, message: '' }, 'Please type a message.'],
      [{ conversationId: c.id }, 'Please type a message.'],
      [
        { conversationId: c.id, message: 'x'.repeat(2001) },
        'Messages can be at most 2000 characters.',
      ],
      [{ conversationId: 'nope', message: 'hi' }, 'Conversation not found or is inactive.'],
      ['just a string', 'This message could not be read.'],
    ];
    for (const [payload, message] of refusals) {
      const error = next<{ message: string }>(mine, 'chatError');
      expect(await emitAck(mine, 'sendMessage', payload)).toEqual({ ok: false, message });
      expect(await error).toEqual({ message });
    }
    expect(
      (await emitAck(mine, 'sendMessage', { conversationId: c.id, message: 'y'.repeat(2000) })).ok,
    ).toBe(true);
    const outsider = await socketOf(stranger);
    expect(
      await emitAck(outsider, 'sendMessage', { conversationId: c.id, message: 'Let me in' }),
    ).toEqual({ ok: false, message: 'Conversation not found or is inactive.' });
    const stored = await storedMessages(c.id);
    expect(stored.map((m) => m.message.length)).toEqual([2000]);
  });

  it('drops a socket that sends a frame over 64 KB, storing nothing', async () => {
    const c = await conversation();
    const mine = await socketOf(customer);
    await joined(mine, c.id);
    const dropped = next(mine, 'disconnect');
    mine.emit('sendMessage', { conversationId: c.id, message: 'z'.repeat(70_000) });
    await dropped;
    expect(await storedMessages(c.id)).toHaveLength(0);
  });

  it('limits each sender to CHAT_MAX_MESSAGES_PER_MINUTE', async () => {
    const c = await conversation();
    const limited = await newRepairer(t, { fullname: 'Chatty Repairer' });
    const jobId = await jobAt(t, 'pending_quote', customer, limited);
    const convId = (
      await expectOkJson(limited.agent.get(`/api/repairer/conversations/by-service/${jobId}`))
    ).conversationId as string;
    const socket = await socketOf(limited);
    for (let i = 0; i < 20; i++) {
      expect(
        (await emitAck(socket, 'sendMessage', { conversationId: convId, message: `m${i}` })).ok,
      ).toBe(true);
    }
    expect(
      await emitAck(socket, 'sendMessage', { conversationId: convId, message: 'one more' }),
    ).toEqual({
      ok: false,
      message: 'You are sending messages too fast. Please wait a moment.',
    });
    expect(await storedMessages(convId)).toHaveLength(20);
    expect(c.id).not.toBe(convId);
  });

  it('answers joinRoom of a signed-out session with the refusal, then drops the socket', async () => {
    const c = await conversation();
    const leaving = await newCustomer(t, 'Ira Sen');
    const socket = await socketOf(leaving);
    await t.deps.database.db.delete(sessions).where(eq(sessions.subjectId, leaving.id));
    const dropped = next(socket, 'disconnect');
    expect(await emitAck(socket, 'joinRoom', c.id)).toEqual({
      ok: false,
      message: 'Your session has ended. Please log in again.',
    });
    await dropped;
  });

  it('checks the session on every message: a signed-out session is told and dropped', async () => {
    const c = await conversation();
    const other = await newCustomer(t, 'Asha Verma');
    const jobId = await jobAt(t, 'pending_quote', other, repairer);
    const convId = (
      await expectOkJson(other.agent.get(`/api/user/conversations/by-service/${jobId}`))
    ).conversationId as string;
    const socket = await socketOf(other);
    await joined(socket, convId);
    await t.deps.database.db.delete(sessions).where(eq(sessions.subjectId, other.id));
    const error = next<{ message: string }>(socket, 'chatError');
    const dropped = next(socket, 'disconnect');
    socket.emit('sendMessage', { conversationId: convId, message: 'still there?' });
    expect(await error).toEqual({ message: 'Your session has ended. Please log in again.' });
    await dropped;
    expect(await storedMessages(convId)).toHaveLength(0);
    expect(c.id).toBeTruthy();
  });
});

describe('notifications and the end of a chat', () => {
  it('notifies a receiver who is not in the room, live, once while unread', async () => {
    const c = await conversation();
    const mine = await socketOf(customer);
    await joined(mine, c.id);
    const theirs = await socketOf(repairer); // connected, not in the room
    const pushed = collect<TNotification>(theirs, 'notification');
    const updates = collect<{ conversationId: string; lastMessage: string }>(
      theirs,
      'conversationUpdated',
    );
    await emitAck(mine, 'sendMessage', {
      conversationId: c.id,
      message: 'Please bring a spanner.',
    });
    await expect.poll(() => pushed.length).toBe(1);
    expect(pushed[0]).toMatchObject({
      type: 'new_message',
      read: false,
      message: expect.stringContaining('Please bring a spanner.'),
      template: 'newMessage',
      // What the notification opens: this conversation.
      params: expect.objectContaining({ conversationId: c.id }),
      serviceRequestId: c.jobId,
    });
    await emitAck(mine, 'sendMessage', { conversationId: c.id, message: 'And a torch.' });
    await silence(pushed);
    // Every message updates the receiver's conversation list, though only one notification.
    await expect
      .poll(() => updates.map((u) => u.lastMessage))
      .toEqual(['Please bring a spanner.', 'And a torch.']);
    expect(updates.every((u) => u.conversationId === c.id)).toBe(true);
    // In the room, nothing more is pushed.
    await joined(theirs, c.id);
    await emitAck(mine, 'sendMessage', { conversationId: c.id, message: 'Thanks!' });
    await silence(pushed);
  });

  it('pushes the notifications of job events after they commit', async () => {
    const jobId = await jobAt(t, 'pending_quote', customer, repairer);
    const mine = await socketOf(customer);
    const pushed = next<TNotification>(mine, 'notification');
    await expectOkJson(quoteJob(repairer, jobId, 900));
    expect(await pushed).toMatchObject({ type: 'quote_provided', serviceRequestId: jobId });
  });

  it('ends the chat when the quote is rejected: chatEnded to the room, then refusals', async () => {
    const jobId = await jobAt(t, 'quoted', customer, repairer);
    const id = (
      await expectOkJson(customer.agent.get(`/api/user/conversations/by-service/${jobId}`))
    ).conversationId as string;
    const mine = await socketOf(customer);
    const theirs = await socketOf(repairer);
    await joined(mine, id);
    await joined(theirs, id);
    const ended = next<{ message: string }>(theirs, 'chatEnded');
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${jobId}/reject-quote`));
    expect(await ended).toEqual({ message: 'The quote was rejected.', conversationId: id });
    expect(await emitAck(theirs, 'sendMessage', { conversationId: id, message: 'Why?' })).toEqual({
      ok: false,
      message: 'Chat is closed.',
    });
    // Joining a closed chat gives its history and says it is closed.
    const late = await socketOf(customer);
    const closed = next<{ message: string }>(late, 'chatEnded');
    await joined(late, id);
    expect(await closed).toEqual({ message: 'Chat is closed.', conversationId: id });
  });

  it('disconnects the sockets of a session at logout', async () => {
    const leaving = await newCustomer(t, 'Nikhil Joshi');
    const socket = await socketOf(leaving);
    const gone = next<string>(socket, 'disconnect');
    await expectOkJson(leaving.agent.post('/api/user/logout'));
    expect(await gone).toBe('io server disconnect');
    await expect(connectAs(url, leaving.agent)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('gives a reconnecting client what it missed', async () => {
    const c = await conversation();
    const first = await socketOf(customer);
    await joined(first, c.id);
    first.close();
    const theirs = await socketOf(repairer);
    await joined(theirs, c.id);
    await emitAck(theirs, 'sendMessage', { conversationId: c.id, message: 'I am on my way.' });
    await emitAck(theirs, 'sendMessage', {
      conversationId: c.id,
      message: 'Reaching in 10 minutes.',
    });
    const again = await socketOf(customer);
    const past = await joined(again, c.id);
    expect(past.map((m) => m.message)).toEqual(['I am on my way.', 'Reaching in 10 minutes.']);
  });
});
