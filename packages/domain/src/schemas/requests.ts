import { z } from 'zod';
import { findIssue, findSubCategory, canonicalMainCategory } from '../catalogue/index.ts';
import { TIME_SLOTS, URGENCIES, type TimeSlot } from '../constants.ts';
import { REQUEST_MESSAGES as M, VALIDATION_MESSAGES as V } from '../messages.ts';
import { todayInIndia } from '../format.ts';
import { REQUEST_STATUSES } from '../status.ts';
import { slotProblem } from '../visit-slot.ts';
import { ZPendingReschedule } from './reschedule.ts';
import { zOk, zOkWithMessage } from './responses.ts';
import { isPlainText, plainText } from './text.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[6-9]\d{9}$/;

/** A phone number (10 digits, first 6-9, spaces and a +91 tolerated) or an email. */
export const ZContactInfo = z
  .string({ error: M.contact })
  .trim()
  .transform((v) => {
    const digits = v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
    return PHONE.test(digits) ? digits : v;
  })
  .refine((v) => PHONE.test(v) || (v.length <= 254 && EMAIL.test(v) && isPlainText(v)), M.contact);

export const ZRequestPincode = z
  .string({ error: M.pincode })
  .trim()
  .regex(/^[1-9]\d{5}$/, M.pincode);

/** Longitude (±180) or latitude (±90) in degrees. */
const coordinate = (limit: number) =>
  z
    .number({ error: V.coordinatesInvalid })
    .min(-limit, V.coordinatesInvalid)
    .max(limit, V.coordinatesInvalid);

/** Where the job is: typed by hand or captured by GPS (coordinates `[longitude, latitude]`). */
export const ZLocationData = z.object(
  {
    fullAddress: plainText({
      max: 500,
      multiline: true,
      messages: { invalid: M.location, characters: V.addressCharacters },
    }).min(1, M.location),
    pincode: z.string({ error: M.location }).trim().min(1, M.location).pipe(ZRequestPincode),
    city: plainText({ max: 100, messages: { invalid: V.cityInvalid } })
      .optional()
      .default(''),
    state: plainText({ max: 100, messages: { invalid: V.stateInvalid } })
      .optional()
      .default(''),
    coordinates: z
      .tuple([coordinate(180), coordinate(90)], { error: V.coordinatesInvalid })
      .nullable()
      .optional(),
    captureMethod: z.enum(['gps', 'manual'], { error: M.location }),
  },
  { error: M.location },
);
export type TLocationData = z.output<typeof ZLocationData>;

const ZTimeSlot = z.enum(TIME_SLOTS, { error: M.timeSlot });
const ZUrgency = z.enum(URGENCIES, { error: V.urgencyInvalid }).default('medium');

/**
 * Both shapes of SPEC.md section 7: the slot string of the direct request or `{date, time}`.
 * The date's calendar rule (today up to 14 days ahead) is `visitRule` below, read at a clock.
 */
const ZPreferredDate = z
  .string({ error: M.preferredDate })
  .max(10, M.preferredDate)
  .refine((date) => isPlainText(date), M.preferredDate);
const ZPreferredTimeSlot = z.union(
  [
    ZTimeSlot,
    z.object({ date: ZPreferredDate.optional(), time: ZTimeSlot }, { error: M.timeSlot }),
  ],
  { error: M.timeSlot },
);

const ZDescription = (required: string) =>
  plainText({
    max: 2000,
    multiline: true,
    messages: { invalid: required, tooLong: M.descriptionMax, characters: V.descriptionCharacters },
  }).min(1, required);

const ZTitle = plainText({ max: 150, messages: { invalid: V.titleInvalid } });

/** A sub-category or issue of the wizard, looked up in the catalogue below. */
const ZCatalogueName = z
  .string({ error: M.categoryAndIssue })
  .trim()
  .min(1, M.categoryAndIssue)
  .max(150, M.categoryAndIssue);

const ZMainCategory = z
  .string({ error: M.serviceType })
  .trim()
  .min(1, M.serviceType)
  .refine((v) => canonicalMainCategory(v) !== undefined, M.serviceType)
  .transform((v) => canonicalMainCategory(v)!);

/** What the date rules read as now: the server passes its app clock (decision 052). */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

type VisitFields = {
  preferredDate?: string | undefined;
  preferredTime?: TimeSlot | undefined;
  preferredTimeSlot?: TimeSlot | { date?: string | undefined; time: TimeSlot } | undefined;
};

/**
 * The visit's date from either payload shape: `preferredDate`, else `preferredTimeSlot.date`,
 * else today in India (clients from before issue 24 send none). Null when the two disagree.
 */
export function requestedDate(v: VisitFields, now: Date = new Date()): string | null {
  const fromSlot = typeof v.preferredTimeSlot === 'object' ? v.preferredTimeSlot.date : undefined;
  if (v.preferredDate && fromSlot && v.preferredDate !== fromSlot) return null;
  return v.preferredDate || fromSlot || todayInIndia(now);
}

/** The visit-slot rule (issue 24): a date from today up to 14 days ahead, a slot not yet over. */
function visitRule(v: VisitFields, ctx: z.RefinementCtx, now: Date) {
  if (!v.preferredTime && !v.preferredTimeSlot) return;
  const date = requestedDate(v, now);
  const problem = date === null ? 'date' : slotProblem(date, requestedSlot(v), now);
  if (problem) {
    const message = problem === 'date' ? M.preferredDate : M.slotOver;
    ctx.addIssue({ code: 'custom', message, path: ['preferredDate'] });
  }
}

/**
 * The wizard's payload. Field order is the order of the wizard's checks, so the
 * first message is the one the wizard would toast. `clock` is what the date rule reads as now.
 */
export const wizardRequestAt = (clock: Clock) =>
  z
    .object({
      serviceType: ZMainCategory,
      category: ZCatalogueName,
      issue: ZCatalogueName,
      description: ZDescription(M.description),
      preferredTime: ZTimeSlot.optional(),
      preferredTimeSlot: ZPreferredTimeSlot.optional(),
      contactInfo: ZContactInfo,
      locationData: ZLocationData,
      title: ZTitle.optional(),
      preferredDate: ZPreferredDate.optional(),
      quotation: z
        .number({ error: V.quotationInvalid })
        .nonnegative(V.quotationInvalid)
        .max(10_000_000, V.quotationInvalid)
        .nullable()
        .optional(),
      urgency: ZUrgency,
    })
    .superRefine((v, ctx) => {
      const sub = findSubCategory(v.serviceType, v.category);
      if (!sub || !findIssue(v.serviceType, v.category, v.issue)) {
        ctx.addIssue({ code: 'custom', message: M.categoryAndIssue, path: ['category'] });
      }
      if (!v.preferredTime && !v.preferredTimeSlot) {
        ctx.addIssue({ code: 'custom', message: M.timeSlot, path: ['preferredTime'] });
      }
      visitRule(v, ctx, clock());
    });
export const ZWizardRequest = wizardRequestAt(systemClock);
export type TWizardRequest = z.output<typeof ZWizardRequest>;

/**
 * The request from the Available Repairers page: to one repairer, or open (repairerId null)
 * when none was found. It asks what the wizard asks but the catalogue issue: the full address,
 * the time slot and a contact, so the repairer can find the house (decision 033).
 */
export const directRequestAt = (clock: Clock) =>
  z
    .object({
      repairerId: z.uuid({ error: M.noRepairer }).nullable(),
      serviceType: ZMainCategory,
      description: ZDescription(M.modalDescription),
      preferredTimeSlot: ZPreferredTimeSlot,
      contactInfo: ZContactInfo,
      locationData: ZLocationData,
      title: ZTitle.optional(),
      preferredDate: ZPreferredDate.optional(),
      urgency: ZUrgency,
      category: plainText({ max: 100, messages: { invalid: M.categoryAndIssue } }).optional(),
      issue: plainText({ max: 150, messages: { invalid: M.categoryAndIssue } }).optional(),
    })
    .superRefine((v, ctx) => visitRule(v, ctx, clock()));
export const ZDirectRequest = directRequestAt(systemClock);
export type TDirectRequest = z.output<typeof ZDirectRequest>;

/**
 * POST /service-requests: the direct request when the body names `repairerId` (null: open to
 * any repairer), else the wizard's. A refused body answers the first rule of its own shape, as
 * that form would toast it (a plain union would answer "Invalid input"): the shape is checked
 * first, then read by the union, which the documentation shows.
 */
export const createServiceRequestAt = (clock: Clock) => {
  const wizard = wizardRequestAt(clock);
  const direct = directRequestAt(clock);
  return z.preprocess(
    (body, ctx) => {
      const shape = typeof body === 'object' && body !== null && 'repairerId' in body;
      const checked = (shape ? direct : wizard).safeParse(body);
      if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue });
      return body;
    },
    z.union([direct, wizard]),
  );
};
export const ZCreateServiceRequestRequest = createServiceRequestAt(systemClock);
export type TCreateServiceRequestRequest = z.output<typeof ZCreateServiceRequestRequest>;

/** The slot a request asks for, from either payload shape. */
export function requestedSlot(v: VisitFields): TimeSlot {
  if (v.preferredTime) return v.preferredTime;
  const slot = v.preferredTimeSlot;
  if (!slot) return 'flexible';
  return typeof slot === 'string' ? slot : slot.time;
}

/**
 * The `Idempotency-Key` header of POST /api/service-requests (optional): 8 to 128 letters,
 * digits, '-', '_', '.' or ':' (a UUID fits).
 */
export const ZIdempotencyKey = z
  .string({ error: V.idempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, V.idempotencyKeyInvalid);

export const ZStatusFilterQuery = z.object({
  statusFilter: z
    .string({ error: V.statusFilterInvalid })
    .trim()
    .max(300, V.statusFilterInvalid)
    .optional(),
});

export const ZUserStatusUpdateRequest = z.object({
  status: z.enum(['cancelled', 'pending_payment'], {
    error:
      'An internal error occurred regarding the job status update. Please refresh and try again.',
  }),
});

export const ZRepairerSearchQuery = z.object({
  postalCode: ZRequestPincode,
  serviceType: z
    .string({ error: V.searchInvalid })
    .trim()
    .min(1, V.searchInvalid)
    .max(100, V.searchInvalid),
});

const ZEstimateField = z.string({ error: M.estimate }).trim().max(150, M.estimate);
export const ZEstimateRequest = z.object({
  serviceType: ZEstimateField.optional(),
  category: ZEstimateField.min(1, M.estimate),
  issue: ZEstimateField.min(1, M.estimate),
  pincode: ZRequestPincode.optional(),
  urgency: z.enum(URGENCIES, { error: V.urgencyInvalid }).optional(),
});
export type TEstimateRequest = z.output<typeof ZEstimateRequest>;

export const ZIdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

// ---- Responses ----

/**
 * What every view of a request shows, the customer's and the repairer's nearby list alike: what
 * it is for, when, and its state; never where exactly or whose it is.
 */
export const ZRequestBasics = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  serviceType: z.string(),
  category: z.string().nullable(),
  issue: z.string().nullable(),
  description: z.string(),
  status: z.enum(REQUEST_STATUSES),
  urgency: z.enum(URGENCIES),
  preferredDate: z.string(),
  preferredTime: z.enum(TIME_SLOTS),
  preferredTimeSlot: z.object({ date: z.string(), time: z.enum(TIME_SLOTS) }),
  /** The job was sent to one repairer ('Requested for you'). */
  targeted: z.boolean(),
  /** The AI estimate, rupees. */
  quotation: z.number().nullable(),
  createdAt: z.string(),
});
export type TRequestBasics = z.infer<typeof ZRequestBasics>;

/** A request as its customer (and, once assigned, its repairer) sees it (SPEC.md section 3). */
export const ZServiceRequest = ZRequestBasics.extend({
  contactInfo: z.string().nullable(),
  location: z.object({
    address: z.string(),
    pincode: z.string(),
    city: z.string(),
    state: z.string(),
    district: z.string().nullable(),
    coordinates: z.tuple([z.number(), z.number()]).nullable(),
    captureMethod: z.enum(['gps', 'manual']),
    /** True when the point is the pincode's approximate centre, not a GPS fix. */
    approximate: z.boolean(),
  }),
  customer: z.object({ fullname: z.string(), email: z.string().nullable(), phone: z.string() }),
  repairer: z.object({ _id: z.string(), fullname: z.string(), phone: z.string() }).nullable(),
  /** The repairer's quote, rupees; 0 = not quoted. */
  estimatedPrice: z.number(),
  rating: z.object({ stars: z.number(), comment: z.string() }).nullable(),
  updatedAt: z.string(),
  assignedAt: z.string().nullable(),
  /**
   * The request's payment once one exists: the service payment (from pending_payment on) or
   * the rejection fee (from rejected on); null before.
   */
  paymentId: z.string().nullable(),
  /** A new date the customer proposed, waiting for the repairer's answer (issue 24). */
  pendingReschedule: ZPendingReschedule.nullable().optional(),
  /** The request's latest reschedule proposal was declined: the customer may cancel free. */
  lastRescheduleDeclined: z.boolean().optional(),
});
export type TServiceRequest = z.infer<typeof ZServiceRequest>;

/** POST /service-requests (201). */
export const ZCreateServiceRequestResponse = zOkWithMessage(ZServiceRequest);
export type TCreateServiceRequestResponse = z.infer<typeof ZCreateServiceRequestResponse>;

/** GET /service-requests/user/my-requests. */
export const ZMyRequestsResponse = zOk(z.array(ZServiceRequest));
export type TMyRequestsResponse = z.infer<typeof ZMyRequestsResponse>;

/** GET /user/service-requests/{id}. */
export const ZServiceRequestResponse = zOk(ZServiceRequest);
export type TServiceRequestResponse = z.infer<typeof ZServiceRequestResponse>;

/** GET /user/in-progress-services: a bare array (SPEC.md section 7). */
export const ZInProgressServicesResponse = z.array(ZServiceRequest);
export type TInProgressServicesResponse = z.infer<typeof ZInProgressServicesResponse>;

/** A step of the customer's that opens a payment: its id, for the payment page. */
const ZPaymentStep = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentId: z.string(),
});

/**
 * PUT /service-requests/user/{id}/status: the cancelled request, or for pending_payment the
 * id of the payment it opened.
 */
export const ZUserStatusUpdateResponse = z.union([
  zOkWithMessage(ZServiceRequest),
  z.object({ success: z.literal(true), paymentId: z.string() }),
]);
export type TUserStatusUpdateResponse = z.infer<typeof ZUserStatusUpdateResponse>;

/** PUT /service-requests/user/{id}/reject-quote: the rejection fee's payment. */
export const ZRejectQuoteResponse = ZPaymentStep;
export type TRejectQuoteResponse = z.infer<typeof ZRejectQuoteResponse>;

/** POST /user/verify-serviceotp: the work confirmed; the service payment to pay. */
export const ZVerifyServiceOtpResponse = ZPaymentStep;
export type TVerifyServiceOtpResponse = z.infer<typeof ZVerifyServiceOtpResponse>;

/** GET /user/dashboard-stats. */
export const ZUserDashboardStatsResponse = z.object({
  success: z.literal(true),
  totalServices: z.number().int(),
  completedServices: z.number().int(),
  inProgressServices: z.number().int(),
});
export type TUserDashboardStatsResponse = z.infer<typeof ZUserDashboardStatsResponse>;

/** Recent-activity keywords the dashboard chooses its icons by (SPEC.md section 2). */
export const USER_ACTIVITY_TYPES = [
  'requested',
  'accepted',
  'quoted',
  'in_progress',
  'completed',
  'cancelled',
  'payment',
  'message',
  'account',
  'review',
] as const;

/** A line of the customer's recent activity. */
export const ZUserActivity = z.object({
  _id: z.string(),
  type: z.enum(USER_ACTIVITY_TYPES),
  /** English; other languages show `template` with `params`. */
  message: z.string(),
  /** A key of USER_ACTIVITY_TEMPLATES. */
  template: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  time: z.string(),
});
export type TUserActivity = z.infer<typeof ZUserActivity>;

/** GET /user/recent-activity: the latest ten, newest first. */
export const ZRecentActivityResponse = zOk(z.array(ZUserActivity));
export type TRecentActivityResponse = z.infer<typeof ZRecentActivityResponse>;

/** POST /estimate: the AI price estimate in rupees and how it was reached (DESIGN.md section 6). */
export const ZEstimateResponse = z.object({
  success: z.literal(true),
  quotation: z.number(),
  low: z.number(),
  high: z.number(),
  currency: z.literal('INR'),
  unit: z.string(),
  basis: z.object({
    prior: z.object({ low: z.number(), high: z.number(), midpoint: z.number() }),
    quotes: z.object({
      count: z.number(),
      scope: z.enum(['area', 'all', 'none']),
      mean: z.number().nullable(),
      weight: z.number(),
    }),
    urgency: z.object({ level: z.enum(URGENCIES), factor: z.number() }),
  }),
});
export type TEstimateResponse = z.infer<typeof ZEstimateResponse>;

export const ZRepairerSearchResult = z.object({
  _id: z.string(),
  id: z.string(),
  fullname: z.string(),
  rating: z.object({ average: z.number(), count: z.number() }),
  location: z.object({
    address: z.string(),
    postalCode: z.string(),
    district: z.string().nullable(),
    state: z.string().nullable(),
  }),
  services: z.array(z.object({ name: z.string(), price: z.number() })),
  experience: z.number(),
  distanceKm: z.number(),
  profilePicture: z.string().nullable(),
  /** Verified by the platform's team (DESIGN.md section 12): the card's badge shows only then. */
  verified: z.boolean(),
});
export type TRepairerSearchResult = z.infer<typeof ZRepairerSearchResult>;

/** Where a repairer search was made: the pincode's district and state (approximate: its centre). */
export const ZSearchArea = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  approximate: z.boolean(),
});
export type TSearchArea = z.infer<typeof ZSearchArea>;

/** GET /user/dashboard?postalCode&serviceType: the repairers serving the pincode, nearest first. */
export const ZRepairerSearchResponse = z.object({
  success: z.literal(true),
  data: z.array(ZRepairerSearchResult),
  location: ZSearchArea,
});
export type TRepairerSearchResponse = z.infer<typeof ZRepairerSearchResponse>;
