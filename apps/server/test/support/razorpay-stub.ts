import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature } from '../../src/providers/payments/signatures.ts';

/**
 * A local stand-in for Razorpay's HTTP API, enough of it for our adapters:
 * Orders, payments (fetch, capture, refund with X-Refund-Idempotency) and
 * RazorpayX payouts (contacts, fund accounts, payouts with X-Payout-Idempotency). Basic auth with the given
 * keys, Razorpay's error shape, and hooks for what happens off the API (the
 * customer paying in Checkout) and for failures.
 */
export interface RazorpayStub {
  url: string;
  keyId: string;
  keySecret: string;
  /** Every request received, in order. */
  received: { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }[];
  /** The customer pays the order in Checkout; the result Checkout hands to `handler`. */
  customerPays(
    orderId: string,
    outcome?: 'captured' | 'authorized' | 'failed',
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** The next `count` requests to paths starting with `prefix` fail with `status` (or hang). */
  failNext(prefix: string, status: number | 'hang', count?: number): void;
  orders: Map<string, Record<string, unknown>>;
  payments: Map<string, Record<string, unknown>>;
  payouts: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const id = (prefix: string) =>
  `${prefix}_${Array.from(crypto.randomBytes(14), (b) => BASE62[b % 62]).join('')}`;

export async function startRazorpayStub(
  keys: { keyId: string; keySecret: string } = {
    keyId: 'rzp_test_stub0000001',
    keySecret: 'stub_key_secret',
  },
): Promise<RazorpayStub> {
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>>();
  const payouts = new Map<string, Record<string, unknown>>();
  const payoutsByKey = new Map<string, string>();
  const refunds = new Map<string, Record<string, unknown>>();
  const refundsByKey = new Map<string, string>();
  const failures: { prefix: string; status: number | 'hang'; count: number }[] = [];
  const received: RazorpayStub['received'] = [];
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  const error = (res: http.ServerResponse, status: number, description: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description } }));
  };
  const ok = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function route(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Record<string, unknown>,
  ) {
    const path = (req.url ?? '').split('?')[0]!;
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/v1/orders') {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
        return error(res, 400, 'Order amount less than minimum amount allowed');
      }
      const order = {
        id: id('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return ok(res, order);
    }
    const refund = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    if (method === 'POST' && refund) {
      const found = payments.get(refund[1]!);
      if (!found) return error(res, 400, 'The id provided does not exist');
      const key = req.headers['x-refund-idempotency'];
      const existing = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (existing) return ok(res, refunds.get(existing));
      if (found.status !== 'captured') {
        return error(res, 400, 'Only captured payments can be refunded');
      }
      const done = [...refunds.values()]
        .filter((r) => r.payment_id === found.id)
        .reduce((sum, r) => sum + (r.amount as number), 0);
      const amount = body.amount ?? (found.amount as number) - done;
      if (!Number.isInteger(amount) || (amount as number) > (found.amount as number) - done) {
        return error(res, 400, 'The refund amount provided is greater than amount captured');
      }
      const created = {
        id: id('rfnd'),
        entity: 'refund',
        amount,
        currency: found.currency,
        payment_id: found.id,
        notes: body.notes ?? [],
        status: 'processed',
        speed_requested: body.speed ?? 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.set(created.id, created);
      if (typeof key === 'string') refundsByKey.set(key, created.id);
      return ok(res, created);
    }
    const payment = path.match(/^\/v1\/payments\/([^/]+)(\/capture)?$/);
    if (payment) {
      const found = payments.get(payment[1]!);
      if (!found) return error(res, 400, 'The id provided does not exist');
      if (method === 'GET' && !payment[2]) return ok(res, found);
      if (method === 'POST' && payment[2]) {
        if (found.status !== 'authorized') {
          return error(res, 400, 'This payment has already been captured');
        }
        if (body.amount !== found.amount || body.currency !== found.currency) {
          return error(res, 400, 'Capture amount must be equal to the amount authorized');
        }
        found.status = 'captured';
        found.captured = true;
        return ok(res, found);
      }
    }
    if (method === 'POST' && path === '/v1/contacts') {
      return ok(res, {
        id: `cont_${crypto.createHash('sha256').update(String(body.reference_id)).digest('hex').slice(0, 14)}`,
        entity: 'contact',
        ...body,
      });
    }
    if (method === 'POST' && path === '/v1/fund_accounts') {
      const vpa = (body.vpa as { address?: string } | undefined)?.address;
      if (body.account_type !== 'vpa' || !vpa || !vpa.includes('@')) {
        return error(res, 400, 'Invalid VPA');
      }
      return ok(res, {
        id: `fa_${crypto.createHash('sha256').update(vpa).digest('hex').slice(0, 14)}`,
        entity: 'fund_account',
        contact_id: body.contact_id,
        account_type: 'vpa',
        vpa: { address: vpa },
      });
    }
    if (method === 'POST' && path === '/v1/payouts') {
      const key = req.headers['x-payout-idempotency'];
      if (typeof key !== 'string' || key === '') {
        return error(res, 400, 'X-Payout-Idempotency header is required');
      }
      const existing = payoutsByKey.get(key);
      if (existing) return ok(res, payouts.get(existing));
      const payout = {
        id: id('pout'),
        entity: 'payout',
        fund_account_id: body.fund_account_id,
        amount: body.amount,
        currency: body.currency,
        mode: body.mode,
        purpose: body.purpose,
        reference_id: body.reference_id,
        narration: body.narration,
        status: 'processed',
      };
      payouts.set(payout.id, payout);
      payoutsByKey.set(key, payout.id);
      return ok(res, payout);
    }
    error(res, 404, 'The requested URL was not found on the server.');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      received.push({ method: req.method ?? '', path, headers: req.headers, body });
      const failure = failures.find((f) => path.startsWith(f.prefix) && f.count > 0);
      if (failure) {
        failure.count -= 1;
        if (failure.status === 'hang') return;
        return error(res, failure.status, 'Injected failure');
      }
      if (req.headers.authorization !== auth) return error(res, 401, 'Authentication failed');
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ...keys,
    received,
    orders,
    payments,
    payouts,
    refunds,
    customerPays(orderId, outcome = 'captured') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stub: no order ${orderId}`);
      const paymentId = id('pay');
      payments.set(paymentId, {
        id: paymentId,
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status: outcome,
        order_id: orderId,
        method: 'upi',
        captured: outcome === 'captured',
        error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: outcome === 'failed' ? 'Payment failed' : null,
      });
      order.status = outcome === 'failed' ? 'attempted' : 'paid';
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(keys.keySecret, orderId, paymentId),
      };
    },
    failNext(prefix, status, count = 1) {
      failures.push({ prefix, status, count });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
