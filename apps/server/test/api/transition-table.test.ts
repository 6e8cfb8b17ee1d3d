import crypto from 'node:crypto';
import {
  AppError,
  REQUEST_ACTIONS,
  REQUEST_STATUSES,
  TRANSITIONS,
  type RequestAction,
  type RequestStatus,
} from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestEvents, serviceRequests } from '../../src/db/schema/index.ts';
import { transition, type TransitionActor } from '../../src/modules/request-status/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newCustomer, newRepairer } from '../support/jobs.ts';

const ROLES = ['user', 'repairer', 'admin', 'system'] as const;

let t: TestApp;
let userId: string;
let repairerId: string;
let otherUserId: string;
let otherRepairerId: string;
const adminId = crypto.randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  userId = (await newCustomer(t)).id;
  otherUserId = (await newCustomer(t, 'Anil Rao')).id;
  repairerId = (await newRepairer(t)).id;
  otherRepairerId = (await newRepairer(t, { fullname: 'Suresh Pal' })).id;
});
afterAll(async () => {
  await t.close();
});

/** A request row put straight into `status`, the customer's and held by the repairer. */
async function requestAt(
  status: RequestStatus,
  owners: { repairerId: string | null; targeted?: boolean } = { repairerId },
) {
  const [row] = await t.deps.database.db
    .insert(serviceRequests)
    .values({
      userId,
      repairerId: owners.repairerId,
      targeted: owners.targeted ?? false,
      title: 'Tap leakage - Taps & Mixers',
      serviceType: 'Plumbing',
      category: 'Taps & Mixers',
      issue: 'Tap leakage',
      description: 'Kitchen tap drips',
      status,
      preferredDate: '2026-11-30',
      preferredTime: 'morning',
      address: '12 MG Road',
      pincode: '110001',
      latitude: 28.6,
      longitude: 77.2,
      captureMethod: 'manual',
      locationApproximate: true,
      quotePaise: 120_000,
    })
    .returning();
  return row!.id;
}

const actorOf = (role: (typeof ROLES)[number], ids = { userId, repairerId }): TransitionActor =>
  role === 'system'
    ? { role }
    : { role, id: role === 'user' ? ids.userId : role === 'repairer' ? ids.repairerId : adminId };

async function stateOf(id: string) {
  const db = t.deps.database.db;
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  const events = await db
    .select()
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.serviceRequestId, id));
  return { status: row!.status, events };
}

async function attempt(id: string, action: RequestAction, actor: TransitionActor) {
  try {
    await t.deps.database.db.transaction((tx) => transition(tx, id, action, actor));
    return null;
  } catch (error) {
    return error;
  }
}

async function expectRefused(id: string, action: RequestAction, actor: TransitionActor) {
  const before = await stateOf(id);
  const error = await attempt(id, action, actor);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('INVALID_STATUS_TRANSITION');
  const after = await stateOf(id);
  expect(after.status).toBe(before.status);
  expect(after.events).toHaveLength(0);
}

describe('transition() walks the table', () => {
  it.each(REQUEST_ACTIONS)('%s: every status and every actor role', async (action) => {
    const rule = TRANSITIONS[action];
    const from: readonly RequestStatus[] = rule.from;
    for (const status of REQUEST_STATUSES) {
      for (const role of ROLES) {
        const triple = `${status} -${action}-> as ${role}`;
        const id = await requestAt(status);
        const actor = actorOf(role);
        if (from.includes(status) && role === rule.actor) {
          expect(await attempt(id, action, actor), triple).toBeNull();
          const after = await stateOf(id);
          expect(after.status, triple).toBe(rule.to);
          expect(after.events, triple).toHaveLength(1);
          expect(after.events[0], triple).toMatchObject({
            kind: 'status_changed',
            actorRole: role,
            actorId: actor.id ?? null,
            userId,
            repairerId,
            toStatus: rule.to,
            fromStatus: from.length === 1 ? status : null,
            data: { title: 'Tap leakage - Taps & Mixers' },
          });
        } else {
          await expectRefused(id, action, actor);
        }
      }
    }
  });

  it.each(
    REQUEST_ACTIONS.filter(
      (a) => TRANSITIONS[a].actor === 'user' || TRANSITIONS[a].actor === 'repairer',
    ),
  )('%s: refuses an actor of the right role who does not own the request', async (action) => {
    const rule = TRANSITIONS[action];
    const stranger = actorOf(rule.actor as 'user' | 'repairer', {
      userId: otherUserId,
      repairerId: otherRepairerId,
    });
    for (const status of rule.from) {
      await expectRefused(await requestAt(status), action, stranger);
    }
  });

  it('accept_request_for_quote: any repairer takes an open job; a job sent to another is refused', async () => {
    const open = await requestAt('requested', { repairerId: null });
    expect(await attempt(open, 'accept_request_for_quote', actorOf('repairer'))).toBeNull();
    const taken = await stateOf(open);
    expect(taken.status).toBe('pending_quote');
    expect(taken.events).toHaveLength(1);
    const [row] = await t.deps.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, open));
    expect(row!.repairerId).toBe(repairerId);

    const sentToOther = await requestAt('requested', {
      repairerId: otherRepairerId,
      targeted: true,
    });
    await expectRefused(sentToOther, 'accept_request_for_quote', actorOf('repairer'));
  });
});
