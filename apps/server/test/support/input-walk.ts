import {
  REPAIRER_STATUS_ACTIONS,
  ZDirectRequest,
  ZWizardRequest,
  type ErrorBody,
} from '@gharseva/domain';
import type { LightMyRequestResponse } from 'fastify';
import { z, type ZodType } from 'zod';
import type { ApiRoute } from '../../src/plugins/route-table.ts';
import type { TestApp } from './app.ts';
import { TEST_ADMIN_SECRET } from './app.ts';
import { TEST_ORIGIN, type Agent } from './client.ts';
import {
  PASSWORD,
  profileForm,
  repairerPayload,
  signupAdmin,
  signupRepairer,
  signupUser,
} from './factories.ts';
import { visitDay, wizardPayload } from './requests.ts';

/**
 * A well-formed input of one route: what the walks below spoil one field at a time, so that
 * the answer is about that field. `as` is the role whose session the route needs to reach its
 * own checks (validation runs before the role guard, except where a handler parses its body).
 */
export interface Sample {
  label?: string;
  as?: 'user' | 'repairer' | 'admin';
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The schema of a body the route reads by hand (declared as z.unknown()). */
  bodySchema?: ZodType;
}

const ID = '0190a3c2-7d1e-7b3f-8a11-2c5e9f0b1d22';
const PHONE = '9876543210';
/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc123',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};
/** Phones no code is ever sent to: a code tried for them is refused without counting a try. */
const UNSENT = { user: '9000000011', repairer: '9000000012' } as const;

/** One or more well-formed inputs per route that validates any (`METHOD url` as registered). */
export const SAMPLES: Record<string, Sample[]> = {
  'GET /api/geo/pincodes/:pincode': [{ params: { pincode: '110017' } }],
  'POST /api/user/getotp': [{ body: { phone: PHONE } }],
  'POST /api/repairer/getotp': [{ body: { phone: PHONE } }],
  'POST /api/user/verify-otp': [{ body: { phone: UNSENT.user, otp: '123456' } }],
  'POST /api/repairer/verify-otp': [{ body: { phone: UNSENT.repairer, otp: '123456' } }],
  'POST /api/user/login': [{ body: { phone: PHONE, password: PASSWORD } }],
  'POST /api/repairer/login': [{ body: { phone: PHONE, password: PASSWORD } }],
  'POST /api/user/forgot-password/getotp': [{ body: { phone: PHONE } }],
  'POST /api/repairer/forgot-password/getotp': [{ body: { phone: PHONE } }],
  'POST /api/user/forgot-password/reset': [
    { body: { phone: UNSENT.user, otp: '123456', password: PASSWORD } },
  ],
  'POST /api/repairer/forgot-password/reset': [
    { body: { phone: UNSENT.repairer, otp: '123456', password: PASSWORD } },
  ],
  'POST /api/user/signup': [{ body: { fullname: 'Meera Iyer', password: PASSWORD, phone: PHONE } }],
  'POST /api/repairer/signup': [{ body: repairerPayload(PHONE) }],
  'POST /api/admin/signup': [
    {
      body: {
        fullname: 'Kavya Admin',
        phone: PHONE,
        secretkey: TEST_ADMIN_SECRET,
        password: PASSWORD,
      },
    },
  ],
  'POST /api/admin/login': [
    { body: { fullname: 'Kavya Admin', phone: PHONE, password: PASSWORD } },
  ],
  'POST /api/service-requests': [
    { label: 'wizard', as: 'user', body: wizardPayload(), bodySchema: ZWizardRequest },
    {
      label: 'direct',
      as: 'user',
      body: {
        repairerId: null,
        contactInfo: '9876543210',
        title: 'Painting service request',
        serviceType: 'Painting & Renovation',
        description: 'Two rooms to repaint.',
        locationData: wizardPayload().locationData,
        preferredTimeSlot: 'flexible',
        preferredDate: visitDay(),
        urgency: 'medium',
      },
      bodySchema: ZDirectRequest,
    },
  ],
  'GET /api/service-requests/user/my-requests': [
    { as: 'user', query: { statusFilter: 'requested' } },
  ],
  'GET /api/user/service-requests/:id': [{ as: 'user', params: { id: ID } }],
  'PUT /api/service-requests/user/:id/status': [
    { as: 'user', params: { id: ID }, body: { status: 'cancelled' } },
  ],
  'PUT /api/service-requests/user/:id/accept-quote': [{ as: 'user', params: { id: ID } }],
  'PUT /api/service-requests/user/:id/reject-quote': [{ as: 'user', params: { id: ID } }],
  'POST /api/user/verify-serviceotp/': [{ as: 'user', body: { requestId: ID, otp: '123456' } }],
  'POST /api/user/verify-serviceotp': [{ as: 'user', body: { requestId: ID, otp: '123456' } }],
  'GET /api/user/dashboard': [
    { as: 'user', query: { postalCode: '110017', serviceType: 'plumbing' } },
  ],
  'POST /api/estimate': [
    {
      body: {
        serviceType: 'Plumbing',
        category: 'Taps & Mixers',
        issue: 'Tap leakage',
        pincode: '110017',
        urgency: 'medium',
      },
    },
  ],
  'PUT /api/service-requests/repairer/:id/status': [
    {
      as: 'repairer',
      params: { id: ID },
      body: { status: 'accept_request_for_quote' },
      bodySchema: z.object({ status: z.enum(REPAIRER_STATUS_ACTIONS) }),
    },
  ],
  'PUT /api/service-requests/repairer/:id/quote': [
    { as: 'repairer', params: { id: ID }, body: { estimatedPrice: 1200 } },
  ],
  'POST /api/service-requests/repairer/:id/pending': [{ as: 'repairer', params: { id: ID } }],
  'POST /api/repairer/conversations/create': [{ as: 'repairer', body: { serviceRequestId: ID } }],
  'PUT /api/user/notifications/read/:id': [{ as: 'user', params: { id: ID } }],
  'PUT /api/repairer/notifications/read/:id': [{ as: 'repairer', params: { id: ID } }],
  'PUT /api/repairer/profile': [
    {
      as: 'repairer',
      body: profileForm(),
    },
  ],
  'PUT /api/repairer/settings': [
    {
      as: 'repairer',
      body: { emailNotifications: true, smsNotifications: false, serviceRadius: 25 },
    },
  ],
  'PUT /api/repairer/availability': [{ as: 'repairer', body: { isOnline: true } }],
  'POST /api/push/subscriptions': [
    { as: 'user', body: PUSH_SUBSCRIPTION },
    { as: 'repairer', body: PUSH_SUBSCRIPTION },
  ],
  'DELETE /api/push/subscriptions': [
    { as: 'user', body: { endpoint: PUSH_SUBSCRIPTION.endpoint } },
  ],
  'POST /api/user/service-request/:id/review': [
    { as: 'user', params: { id: ID }, body: { stars: 4, comment: 'Neat work.' } },
  ],
  'PUT /api/admin/complete-service/:id': [{ as: 'admin', params: { id: ID } }],
  'POST /api/user/service-requests/:id/issues': [
    {
      as: 'user',
      params: { id: ID },
      body: { reason: 'poor_quality', details: 'The tap still leaks.' },
    },
  ],
  'GET /api/user/service-requests/:id/issues': [{ as: 'user', params: { id: ID } }],
  'POST /api/user/service-requests/:id/reschedule': [
    { as: 'user', params: { id: ID }, body: { date: '2026-11-29', time: 'evening' } },
  ],
  'DELETE /api/user/service-requests/:id/reschedule': [{ as: 'user', params: { id: ID } }],
  'PUT /api/repairer/jobs/:id/reschedule': [
    { as: 'repairer', params: { id: ID }, body: { decision: 'accept' } },
  ],
  'POST /api/user/addresses': [
    { as: 'user', body: { label: 'Home', locationData: wizardPayload().locationData } },
  ],
  'PUT /api/user/addresses/:id': [
    {
      as: 'user',
      params: { id: ID },
      body: { label: 'Office', locationData: wizardPayload().locationData, isDefault: true },
    },
  ],
  'DELETE /api/user/addresses/:id': [{ as: 'user', params: { id: ID } }],
  'PUT /api/user/email': [{ as: 'user', body: { email: 'asha@example.test' } }],
  'POST /api/user/email/confirm': [{ as: 'user', body: { code: '123456' } }],
  'PUT /api/repairer/email': [{ as: 'repairer', body: { email: 'ravi@example.test' } }],
  'POST /api/repairer/email/confirm': [{ as: 'repairer', body: { code: '123456' } }],
  'PUT /api/user/settings': [{ as: 'user', body: { emailNotifications: false } }],
  'POST /api/email/confirm-link': [{ body: { token: 'x'.repeat(43) } }],
  'GET /api/admin/disputes': [{ as: 'admin', query: { status: 'open' } }],
  'PUT /api/admin/disputes/:id': [
    {
      label: 'partial refund',
      as: 'admin',
      params: { id: ID },
      body: { decision: 'partial_refund', amountPaise: 10_000, note: 'Half the work.' },
    },
    {
      label: 'reject',
      as: 'admin',
      params: { id: ID },
      body: { decision: 'reject', note: 'Done.' },
    },
  ],
  'GET /api/user/payments/:id': [{ as: 'user', params: { id: ID } }],
  'GET /api/user/payments/:id/receipt': [{ as: 'user', params: { id: ID } }],
  'GET /api/repairer/payouts/statement': [{ as: 'repairer', query: { month: '2026-11' } }],
  'GET /api/admin/repairers': [{ as: 'admin', query: { status: 'pending' } }],
  'PUT /api/admin/repairers/:id/verification': [
    { label: 'verify', as: 'admin', params: { id: ID }, body: { decision: 'verify' } },
    {
      label: 'suspend',
      as: 'admin',
      params: { id: ID },
      body: { decision: 'suspend', reason: 'Customers reported no-shows.' },
    },
  ],
  'GET /api/admin/payouts': [{ as: 'admin', query: { status: 'failed' } }],
  'POST /api/admin/payouts/:id/retry': [{ as: 'admin', params: { id: ID } }],
  'GET /api/admin/overview': [{ as: 'admin', query: { days: '30' } }],
  'GET /api/admin/audit-log': [{ as: 'admin', query: { before: ID } }],
  'POST /api/user/create-razorpay-order': [{ as: 'user', body: { paymentRecordId: ID } }],
  'POST /api/user/verify-and-transfer-payment': [
    {
      as: 'user',
      body: {
        paymentId: ID,
        serviceRequestId: ID,
        transactionDetails: {
          razorpay_order_id: 'order_Abc123',
          razorpay_payment_id: 'pay_Abc123',
          razorpay_signature: 'a'.repeat(64),
        },
      },
    },
  ],
  'POST /api/payments/fake/checkout/:orderId/pay': [
    { as: 'user', params: { orderId: 'order_Abc123' }, body: { outcome: 'success' } },
  ],
  'GET /api/user/conversations/by-service/:serviceId': [{ as: 'user', params: { serviceId: ID } }],
  'GET /api/repairer/conversations/by-service/:serviceId': [
    { as: 'repairer', params: { serviceId: ID } },
  ],
  'GET /api/user/conversations/:id/messages': [
    { as: 'user', params: { id: ID }, query: { before: ID } },
  ],
  'GET /api/repairer/conversations/:id/messages': [
    { as: 'repairer', params: { id: ID }, query: { before: ID } },
  ],
  'PUT /api/user/conversations/:id/read': [{ as: 'user', params: { id: ID } }],
  'PUT /api/repairer/conversations/:id/read': [{ as: 'repairer', params: { id: ID } }],
};

/** A signed-in session of each role, as the samples name them. */
export type RoleSessions = Record<NonNullable<Sample['as']>, Agent>;

export async function signInEveryRole(t: TestApp): Promise<RoleSessions> {
  return {
    user: (await signupUser(t)).agent,
    repairer: (await signupRepairer(t)).agent,
    admin: (await signupAdmin(t)).agent,
  };
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** True when the route validates any input (so it must have a sample). */
export function takesInput(route: ApiRoute): boolean {
  const { params, querystring, body } = route.schema;
  return [params, querystring, body].some((s) => s !== undefined);
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  maxLength?: number;
};

export function jsonSchemaOf(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const jsonType = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** Whether a value has a type (and enum member) the JSON schema allows; lengths and patterns aside. */
export function acceptsType(schema: JsonSchema, value: unknown): boolean {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some((o) => acceptsType(o, value));
  if (schema.enum) return schema.enum.includes(value);
  if (schema.const !== undefined) return schema.const === value;
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const actual = jsonType(value);
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/** Where a value sits in a body: object keys and array indexes. */
export type Path = (string | number)[];

export interface Field {
  path: Path;
  schema: JsonSchema;
  required: boolean;
}

/** Every field of a JSON schema, nested objects, array items and tuple members included. */
export function fieldsOf(schema: JsonSchema, path: Path = []): Field[] {
  const out: Field[] = [];
  const objects = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter(
    (s) => s.properties,
  );
  for (const object of objects) {
    for (const [key, child] of Object.entries(object.properties!)) {
      const childPath = [...path, key];
      if (out.some((f) => f.path.join('.') === childPath.join('.'))) continue;
      out.push({ path: childPath, schema: child, required: !!object.required?.includes(key) });
      out.push(...fieldsOf(child, childPath));
    }
  }
  for (const member of [schema, ...(schema.anyOf ?? [])]) {
    if (member.items) out.push(...fieldsOf(member.items, [...path, 0]));
    member.prefixItems?.forEach((item, i) => {
      out.push({ path: [...path, i], schema: item, required: true });
      out.push(...fieldsOf(item, [...path, i]));
    });
  }
  return out;
}

/** Values of every JSON type, to find the ones a field does not take. */
export const TYPE_PROBES: [string, unknown][] = [
  ['a number', 42],
  ['a decimal', 1.5],
  ['true', true],
  ['null', null],
  ['an object', { a: 1 }],
  ['an array', ['a']],
  ['a string', 'text'],
];

/** A deep copy of `base` with `value` at `path` (creating objects and arrays on the way). */
export function withValue<T>(base: T, path: Path, value: unknown): T {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      node[key] = value;
      break;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') {
      node[key] = typeof path[i + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  }
  return copy as T;
}

/** The value at `path`, or undefined. */
export function valueAt(base: unknown, path: Path): unknown {
  let node = base as Record<string | number, unknown> | undefined;
  for (const key of path) node = node?.[key] as Record<string | number, unknown> | undefined;
  return node;
}

/** A copy of `base` without the value at `path`. */
export function without<T>(base: T, path: Path): T {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  if (parent && typeof parent === 'object') delete parent[path.at(-1)!];
  return copy as T;
}

/**
 * Percent-encoding as encodeURIComponent, except that half of a surrogate pair (which has no
 * UTF-8 form) is sent as the three bytes a careless client would send for it.
 */
export function encodeLoosely(text: string): string {
  return [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}

/** The route's URL with its parameters and query filled in (each percent-encoded). */
export function urlOf(
  route: Pick<ApiRoute, 'url'>,
  params: Record<string, string> = {},
  query: Record<string, string | string[]> = {},
): string {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeLoosely(params[name] ?? ''),
  );
  const qs = Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (v) => `${encodeLoosely(key)}=${encodeLoosely(v)}`,
      ),
    )
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** Sends one input to a route as a browser on our origin would, with the session given. */
export function send(
  t: TestApp,
  route: Pick<ApiRoute, 'method' | 'url'>,
  input: {
    params?: Record<string, string>;
    query?: Record<string, string | string[]>;
    body?: unknown;
    rawBody?: string;
    contentType?: string;
    url?: string;
  },
  session?: Agent,
): Promise<LightMyRequestResponse> {
  const cookie = session?.cookies.get('gs_session');
  const hasBody = input.body !== undefined || input.rawBody !== undefined;
  return t.app.inject({
    method: route.method as 'GET',
    url: input.url ?? urlOf(route, input.params, input.query),
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie: `gs_session=${cookie}` } : {}),
      ...(hasBody ? { 'content-type': input.contentType ?? 'application/json' } : {}),
    },
    ...(input.rawBody !== undefined
      ? { payload: input.rawBody }
      : input.body !== undefined
        ? { payload: JSON.stringify(input.body) }
        : {}),
  });
}

/** The body of an error answer, or undefined when the answer is not in our error shape. */
export function errorBody(res: LightMyRequestResponse): ErrorBody | undefined {
  try {
    const body = res.json() as ErrorBody;
    return body &&
      body.success === false &&
      typeof body.code === 'string' &&
      typeof body.message === 'string'
      ? body
      : undefined;
  } catch {
    return undefined;
  }
}
