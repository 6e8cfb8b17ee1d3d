import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { acceptJob, expectOkJson, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { createRequest } from '../support/requests.ts';
import { collect, connectAs, listen, next, silence } from '../support/sockets.ts';

/**
 * Issue 20, item 12: a job that leaves the open-jobs board (taken by a repairer, cancelled by
 * the customer) is pushed to every repairer's socket as `nearbyJobRemoved {jobId, reason}`
 * once the change commits (decision 035), through the NOTIFY bus every server process hears.
 */
let t: TestApp;
let url: string;
let customer: Party;
let first: Party;
let second: Party;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ MAX_ACTIVE_JOBS: '100' });
  url = await listen(t);
  customer = await newCustomer(t, 'Meera Iyer');
  first = await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
  second = await newRepairer(t, { fullname: 'Sunil Yadav', pincode: '110017' });
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

const nearbyIds = async (repairer: Party) =>
  (
    (await expectOkJson(repairer.agent.get('/api/repairer/nearby-jobs'))).data as { _id: string }[]
  ).map((j) => j._id);

describe('nearbyJobRemoved', () => {
  it('tells the other repairer’s board when one repairer accepts the job', async () => {
    const job = await createRequest(customer.agent, { title: 'Leaking tap' });
    expect(await nearbyIds(second)).toContain(job._id);
    const secondSocket = await socketOf(second);
    const firstSocket = await socketOf(first);
    const customerSocket = await socketOf(customer);
    const toCustomer = collect(customerSocket, 'nearbyJobRemoved');
    const removed = next(secondSocket, 'nearbyJobRemoved');
    const toFirst = next(firstSocket, 'nearbyJobRemoved');

    await expectOkJson(acceptJob(first, job._id));
    expect(await removed).toEqual({ jobId: job._id, reason: 'taken' });
    // Every board hears it (the taker's own too); customers have no board.
    expect(await toFirst).toEqual({ jobId: job._id, reason: 'taken' });
    await silence(toCustomer);
    expect(await nearbyIds(second)).not.toContain(job._id);
  });

  it('tells the boards when the customer cancels the job', async () => {
    const job = await createRequest(customer.agent, { title: 'Blocked drain' });
    const secondSocket = await socketOf(second);
    const removed = next(secondSocket, 'nearbyJobRemoved');
    await expectOkJson(
      customer.agent.put(`/api/service-requests/user/${job._id}/status`, { status: 'cancelled' }),
    );
    expect(await removed).toEqual({ jobId: job._id, reason: 'cancelled' });
    expect(await nearbyIds(second)).not.toContain(job._id);
  });

  it('says nothing when an accept is refused', async () => {
    const job = await createRequest(customer.agent, { title: 'Geyser repair' });
    await expectOkJson(acceptJob(first, job._id));
    const secondSocket = await socketOf(second);
    const seen = collect(secondSocket, 'nearbyJobRemoved');
    // Too late for the second repairer: the first one's accept already said it.
    expect((await acceptJob(second, job._id)).statusCode).toBe(409);
    await silence(seen);
  });
});
