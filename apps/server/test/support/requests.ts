import { addDays, todayInIndia } from '@gharseva/domain';
import type { Agent } from './client.ts';

/**
 * Tomorrow in India: a day whose every slot is open at any hour the tests run (a slot of today
 * may be over; issue 24).
 */
export const visitDay = () => addDays(todayInIndia(), 1);

/** A valid wizard payload (Plumbing / Taps & Mixers style), overridable per test. */
export function wizardPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Tap leakage - Taps & Mixers',
    serviceType: 'Plumbing',
    category: 'Taps & Mixers',
    issue: 'Tap leakage',
    description: 'The kitchen tap drips all night.',
    preferredDate: visitDay(),
    preferredTime: 'morning',
    contactInfo: '9876543210',
    locationData: {
      fullAddress: 'Flat 12, Shanti Apartments, Malviya Nagar',
      pincode: '110017',
      city: 'New Delhi',
      state: 'Delhi',
      coordinates: null,
      captureMethod: 'manual',
    },
    quotation: 249,
    preferredTimeSlot: { date: visitDay(), time: 'morning' },
    urgency: 'medium',
    ...overrides,
  };
}

export async function createRequest(agent: Agent, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/service-requests', wizardPayload(overrides));
  if (res.statusCode !== 201) throw new Error(`create request failed: ${res.body}`);
  return res.json().data as { _id: string; status: string; title: string };
}
