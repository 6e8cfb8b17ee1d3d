import { VALIDATION_MESSAGES, type TChatMessage, type TConversation } from '@gharseva/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import { expectOkJson, jobAt, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { connectAs, emitAck, listen } from '../support/sockets.ts';

let t: TestApp;
let url: string;
let customer: Party;
let stranger: Party;
let repairer: Party;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    MAX_ACTIVE_JOBS: '100',
    CHAT_MAX_MESSAGES_PER_MINUTE: '200',
  });
  url = await listen(t);
  customer = await newCustomer(t, 'Meera Iyer');
  stranger = await newCustomer(t, 'Kabir Khan');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await t.close();
});

async function conversationWith(title: string) {
  const jobId = await jobAt(t, 'pending_quote', customer, repairer, { title });
  const { conversationId } = await expectOkJson(
    repairer.agent.get(`/api/repairer/conversations/by-service/${jobId}`),
  );
  return { jobId, id: conversationId as string };
}

async function send(party: Party, conversationId: string, messages: string[]) {
  const socket = await connectAs(url, party.agent);
  open.push(socket);
  for (const message of messages) {
    expect((await emitAck(socket, 'sendMessage', { conversationId, message })).ok).toBe(true);
  }
}

describe('conversation lists', () => {
  it('lists each side’s conversations, latest first, with the other side, the job and unread counts', async () => {
    const older = await conversationWith('Geyser repair');
    const newer = await conversationWith('Tap leakage');
    await send(repairer, older.id, ['I can come at 5.', 'Is that fine?']);
    await send(customer, newer.id, ['Hello']);

    const mine = (await customer.agent.get('/api/user/conversations')).json() as TConversation[];
    expect(mine.map((c) => c.title).slice(0, 2)).toEqual(['Tap leakage', 'Geyser repair']);
    expect(mine.find((c) => c.id === older.id)).toEqual({
      id: older.id,
      _id: older.id,
      serviceId: older.jobId,
      sender: 'Ravi Verma',
      title: 'Geyser repair',
      // The job's catalogue names, for an app-made title in the reader's language.
      serviceType: 'Plumbing',
      category: 'Taps & Mixers',
      issue: 'Tap leakage',
      lastMessage: 'Is that fine?',
      time: expect.any(String),
      unread: 2,
      isActive: true,
      serviceRequestStatus: 'pending_quote',
    });
    expect(mine.find((c) => c.id === newer.id)?.unread).toBe(0);

    const theirs = (
      await repairer.agent.get('/api/repairer/conversations')
    ).json() as TConversation[];
    expect(theirs.find((c) => c.id === newer.id)).toMatchObject({
      sender: 'Meera Iyer',
      unread: 1,
      lastMessage: 'Hello',
    });

    // Marking read clears the count.
    expect((await customer.agent.put(`/api/user/conversations/${older.id}/read`)).json()).toEqual({
      success: true,
    });
    const after = (await customer.agent.get('/api/user/conversations')).json() as TConversation[];
    expect(after.find((c) => c.id === older.id)?.unread).toBe(0);

    expect((await stranger.agent.get('/api/user/conversations')).json()).toEqual([]);
  });

  it("refuses another account's conversation, with each role's message, and wrong roles", async () => {
    const c = await conversationWith('Fan repair');
    expectError(
      await stranger.agent.put(`/api/user/conversations/${c.id}/read`),
      404,
      'NOT_FOUND',
      'Conversation not found or is inactive.',
    );
    expectError(
      await stranger.agent.get(`/api/user/conversations/by-service/${c.jobId}`),
      404,
      'NOT_FOUND',
      'Conversation not found or is inactive.',
    );
    const rival = await newRepairer(t, { fullname: 'Sunil Yadav' });
    expectError(
      await rival.agent.get(`/api/repairer/conversations/${c.id}/messages`),
      404,
      'NOT_FOUND',
      'Conversation not found.',
    );
    expect((await repairer.agent.get('/api/user/conversations')).statusCode).toBe(403);
    expect((await createAgent(t.app).get('/api/repairer/conversations')).statusCode).toBe(401);
    expectInvalid(await customer.agent.get('/api/user/conversations/x/messages'), 'Not found.');
  });
});

describe('message history', () => {
  it('pages back 50 at a time, oldest first', async () => {
    const c = await conversationWith('Wiring');
    await send(
      customer,
      c.id,
      Array.from({ length: 60 }, (_, i) => `message ${i + 1}`),
    );
    const first = (await customer.agent.get(`/api/user/conversations/${c.id}/messages`)).json() as {
      data: TChatMessage[];
      hasMore: boolean;
    };
    expect(first.hasMore).toBe(true);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.message).toBe('message 11');
    expect(first.data.at(-1)!.message).toBe('message 60');
    const older = (
      await repairer.agent.get(
        `/api/repairer/conversations/${c.id}/messages?before=${first.data[0]!._id}`,
      )
    ).json() as { data: TChatMessage[]; hasMore: boolean };
    expect(older.hasMore).toBe(false);
    expect(older.data.map((m) => m.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 1}`),
    );
    expectInvalid(
      await customer.agent.get(`/api/user/conversations/${c.id}/messages?before=abc`),
      VALIDATION_MESSAGES.messageCursorInvalid,
    );
  });

  it('catches up after a message, 50 at a time, oldest first', async () => {
    const c = await conversationWith('Geyser');
    await send(
      customer,
      c.id,
      Array.from({ length: 70 }, (_, i) => `message ${i + 1}`),
    );
    const all = (await customer.agent.get(`/api/user/conversations/${c.id}/messages`)).json() as {
      data: TChatMessage[];
    };
    // The last message this client saw was the 51st of 70 (the first of the latest 50 is 21).
    const seen = all.data[30]!;
    expect(seen.message).toBe('message 51');
    const since = (
      await repairer.agent.get(`/api/repairer/conversations/${c.id}/messages?after=${seen._id}`)
    ).json() as { data: TChatMessage[]; hasMore: boolean };
    expect(since.hasMore).toBe(false);
    expect(since.data.map((m) => m.message)).toEqual(
      Array.from({ length: 19 }, (_, i) => `message ${i + 52}`),
    );
    const older = (
      await customer.agent.get(
        `/api/user/conversations/${c.id}/messages?before=${all.data[0]!._id}`,
      )
    ).json() as { data: TChatMessage[] };
    const first = older.data[0]!;
    expect(first.message).toBe('message 1');
    const page = (
      await customer.agent.get(`/api/user/conversations/${c.id}/messages?after=${first._id}`)
    ).json() as { data: TChatMessage[]; hasMore: boolean };
    expect(page.hasMore).toBe(true);
    expect(page.data.map((m) => m.message)).toEqual(
      Array.from({ length: 50 }, (_, i) => `message ${i + 2}`),
    );
    expectInvalid(
      await customer.agent.get(
        `/api/user/conversations/${c.id}/messages?after=${first._id}&before=${seen._id}`,
      ),
      VALIDATION_MESSAGES.messageCursorInvalid,
    );
  });
});
