import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { acceptJob, expectOkJson, newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { createRequest, visitDay } from '../support/requests.ts';

interface Text {
  template: string;
  params: Record<string, string | number>;
}

let t: TestApp;
let customer: Party;
let plumber: Party;
beforeAll(async () => {
  t = await createTestApp({ MAX_ACTIVE_JOBS: '50' });
  customer = await newCustomer(t, 'Meera Iyer');
  plumber = await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
});
afterAll(async () => {
  await t.close();
});

const notices = async (p: Party, role: 'user' | 'repairer') =>
  (await expectOkJson(p.agent.get(`/api/${role}/notifications`))).notifications as Text[];

const WIZARD_PARTS = { titleIssue: 'Tap leakage', titleCategory: 'Taps & Mixers' };

describe('notification and activity texts name an app-made title by its catalogue parts', () => {
  it('a wizard title: in the customer’s notification and recent activity, and the repairer’s', async () => {
    const job = await createRequest(customer.agent);
    await expectOkJson(acceptJob(plumber, job._id));
    const accepted = (await notices(customer, 'user')).find((n) => n.template === 'jobAccepted')!;
    expect(accepted.params).toMatchObject({
      title: 'Tap leakage - Taps & Mixers',
      ...WIZARD_PARTS,
    });
    const activity = (await expectOkJson(customer.agent.get('/api/user/recent-activity')))
      .data as Text[];
    expect(activity.find((a) => a.template === 'pending_quote')!.params).toMatchObject(
      WIZARD_PARTS,
    );
    const repairerActivity = (
      await expectOkJson(plumber.agent.get('/api/repairer/recent-activity'))
    ).data as Text[];
    expect(repairerActivity.find((a) => a.template === 'pending_quote')!.params).toMatchObject(
      WIZARD_PARTS,
    );
  });

  it('a direct request’s default title by its service; a title the customer wrote as it is', async () => {
    const direct = (title: string) =>
      expectOkJson(
        customer.agent.post('/api/service-requests', {
          repairerId: plumber.id,
          title,
          serviceType: 'Plumbing',
          description: 'Please look at the geyser pipe.',
          preferredTimeSlot: 'flexible',
          preferredDate: visitDay(),
          contactInfo: '9876543210',
          locationData: {
            fullAddress: 'Near South Delhi, Delhi',
            pincode: '110017',
            captureMethod: 'manual',
          },
        }),
        201,
      );
    await direct('Plumbing service request');
    await direct('Geyser pipe in the loft');
    const alerts = (await notices(plumber, 'repairer')).filter(
      (n) => n.template === 'newJobForYou',
    );
    expect(alerts.map((n) => n.params.titleServiceRequest ?? null)).toEqual([null, 'Plumbing']);
    expect(alerts[0]!.params).toEqual({
      title: 'Geyser pipe in the loft',
      place: expect.any(String),
    });
  });
});
