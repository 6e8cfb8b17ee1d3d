import type { TJobPayout } from '@gharseva/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { PayoutStatus } from './payout-status';

const payout = (extra: Partial<TJobPayout>): TJobPayout => ({
  state: 'paid',
  amountPaise: 105_000,
  upiId: 'ravi.verma@okaxis',
  reference: null,
  paidAt: null,
  nextAttemptAt: null,
  ...extra,
});

beforeAll(() => initI18n('en'));
afterEach(() => cleanup());

/** Decision 035: what the finished job's card says about the repairer's money, per state. */
describe('PayoutStatus', () => {
  it('waits for the customer’s payment, without an amount or UPI id', () => {
    render(
      <PayoutStatus
        payout={payout({ state: 'awaiting_payment', amountPaise: null, upiId: null })}
      />,
    );
    expect(screen.getByText("Waiting for the customer's payment")).toBeTruthy();
    expect(
      screen.getByText('Your share is paid out to your UPI id as soon as the customer pays.'),
    ).toBeTruthy();
    expect(screen.queryByText('UPI id')).toBeNull();
  });

  it('says a payout is on its way', () => {
    render(<PayoutStatus payout={payout({ state: 'processing' })} />);
    expect(screen.getByText('Payout on its way')).toBeTruthy();
    expect(screen.getByText('₹1,050.00 is being sent to your UPI id.')).toBeTruthy();
    expect(screen.getByText('ravi.verma@okaxis')).toBeTruthy();
  });

  it('says when it was paid out, where to, and the reference', () => {
    render(
      <PayoutStatus
        payout={payout({ reference: 'pout_Nx81', paidAt: '2026-11-27T06:30:00.000Z' })}
      />,
    );
    expect(screen.getByText('Paid out')).toBeTruthy();
    expect(screen.getByText(/^₹1,050\.00 was sent to your UPI id on 27 Nov 2026/)).toBeTruthy();
    expect(screen.getByText('ravi.verma@okaxis')).toBeTruthy();
    expect(screen.getByText('Reference')).toBeTruthy();
    expect(screen.getByText('pout_Nx81')).toBeTruthy();
  });

  it('says a failed payout is retried, and when if known', () => {
    render(
      <PayoutStatus
        payout={payout({ state: 'retrying', nextAttemptAt: '2026-11-27T06:45:00.000Z' })}
      />,
    );
    expect(screen.getByText('Payout being retried')).toBeTruthy();
    expect(
      screen.getByText(/^Sending ₹1,050\.00 did not go through\. We will try again at 27 Nov 2026/),
    ).toBeTruthy();
    cleanup();
    render(<PayoutStatus payout={payout({ state: 'retrying' })} />);
    expect(
      screen.getByText('Sending ₹1,050.00 did not go through. We will try again shortly.'),
    ).toBeTruthy();
  });

  it('says a payout given up on failed, and what happens next', () => {
    render(<PayoutStatus payout={payout({ state: 'failed' })} />);
    expect(screen.getByText('Payout failed')).toBeTruthy();
    expect(screen.getByText(/^We could not send ₹1,050\.00\. Our support team/)).toBeTruthy();
  });
});
