import { REQUEST_STATUSES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { canContactCustomer, formatAssignedDate, JOB_STAGES } from './job-stage';

describe('assigned job stages', () => {
  it('gives the actions of SPEC.md section 4 by status', () => {
    expect(JOB_STAGES.pending_quote).toBe('quote');
    expect(JOB_STAGES.quoted).toBe('quoted');
    expect(JOB_STAGES.accepted).toBe('accepted');
    expect(JOB_STAGES.in_progress).toBe('working');
    expect(JOB_STAGES.pending_otp).toBe('awaiting_code');
    for (const status of ['pending_payment', 'customer_paid', 'completed'] as const) {
      expect(JOB_STAGES[status], status).toBe('done');
    }
  });

  it('hides Chat and Call Customer for completed, cancelled or rejected jobs only', () => {
    const hidden = REQUEST_STATUSES.filter((status) => !canContactCustomer(status));
    expect(hidden.sort()).toEqual(['cancelled', 'closed_rejected', 'completed', 'rejected']);
  });

  it('shows the assigned date as month/day/year in India', () => {
    // 20:00 UTC on 31 Jan is already 1 Feb in India.
    expect(formatAssignedDate('2026-01-31T20:00:00.000Z', 'en-IN')).toBe('02/01/2026');
    expect(formatAssignedDate('2026-11-05T06:00:00.000Z', 'en-IN')).toBe('11/05/2026');
    expect(formatAssignedDate(null, 'en-IN')).toBe('');
  });
});
