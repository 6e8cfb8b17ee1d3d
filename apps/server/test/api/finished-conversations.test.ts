import type { TChatMessage, TConversation } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { signupAdmin } from '../support/factories.ts';
import { expectOkJson, jobAt, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { payInFull, servicePaymentDue } from '../support/payments.ts';
import { connectAs, emitAck, listen } from '../support/sockets.ts';

/**
 * Issue 20, item 5: when the job ends, both sides keep its conversation, read-only; open
 * conversations are listed before finished ones (decision 035).
 */
let t: TestApp;
let url: string;
let customer: Party;
let repairer: Party;
let other: Party;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '100' });
  url = await listen(t);
  customer = await newCustomer(t, 'Meera Iyer');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
  other = await newRepairer(t, { fullname: 'Sunil Yadav' });
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

async function conversationOf(jobId: string): Promise<string> {
  const body = await expectOkJson(
    customer.agent.get(`/api/user/conversations/by-service/${jobId}`),
  );
  return body.conversationId as string;
}

const list = async (party: Party, role: 'user' | 'repairer') =>
  (await party.agent.get(`/api/${role}/conversations`)).json() as TConversation[];

describe('finished conversations', () => {
  let finishedId: string;
  let activeId: string;
  let finishedJob: string;

  beforeAll(async () => {
    // An open job with the other repairer first, so its last activity is the older one.
    activeId = await conversationOf(await jobAt(t, 'pending_quote', customer, other));
    const due = await servicePaymentDue(t, customer, repairer, 900);
    finishedJob = due.requestId;
    finishedId = await conversationOf(finishedJob);
    const mine = await socketOf(customer);
    expect(
      await emitAck(mine, 'sendMessage', { conversationId: finishedId, message: 'Thank you!' }),
    ).toEqual({ ok: true });
    await payInFull(t, customer, due);
    const admin = await signupAdmin(t);
    await expectOkJson(admin.agent.put(`/api/admin/complete-service/${finishedJob}`));
  });

  it('stays on both lists, closed, with the job’s title and status, after the open ones', async () => {
    const mine = await list(customer, 'user');
    expect(mine.map((c) => c.id)).toEqual([activeId, finishedId]);
    expect(mine[1]).toMatchObject({
      serviceId: finishedJob,
      sender: 'Ravi Verma',
      isActive: false,
      serviceRequestStatus: 'completed',
      lastMessage: 'Thank you!',
    });
    const theirs = await list(repairer, 'repairer');
    expect(theirs).toEqual([
      expect.objectContaining({ id: finishedId, isActive: false, sender: 'Meera Iyer' }),
    ]);
  });

  it('keeps the history readable by both sides', async () => {
    for (const [party, role] of [
      [customer, 'user'],
      [repairer, 'repairer'],
    ] as const) {
      const body = await expectOkJson(
        party.agent.get(`/api/${role}/conversations/${finishedId}/messages`),
      );
      expect((body.data as TChatMessage[]).map((m) => m.message)).toEqual(['Thank you!']);
    }
  });

  it('refuses a message into it from either side, and stores nothing', async () => {
    for (const party of [customer, repairer]) {
      const socket = await socketOf(party);
      expect(
        await emitAck(socket, 'sendMessage', { conversationId: finishedId, message: 'Hello?' }),
      ).toEqual({ ok: false, message: 'Chat is closed.' });
    }
    const stored = await t.deps.database.db
      .select({ message: chatMessages.message })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, finishedId));
    expect(stored.map((m) => m.message)).toEqual(['Thank you!']);
  });

  it('is not shown to anyone else', async () => {
    expect((await list(other, 'repairer')).map((c) => c.id)).toEqual([activeId]);
    const res = await other.agent.get(`/api/repairer/conversations/${finishedId}/messages`);
    expect(res.statusCode).toBe(404);
  });
});
