import { z } from 'zod';
import { BIO_MAX, SERVICE_RADIUS_MAX_KM, SERVICE_RADIUS_MIN_KM } from '../constants.ts';
import { SEARCH_CATEGORIES } from '../catalogue/index.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import { JOB_MESSAGES, VALIDATION_MESSAGES as M } from '../messages.ts';
import { REPAIRER_VERIFICATION_STATUSES } from '../trust.ts';
import { ZRepairerPreferences, ZSessionRepairer } from './auth.ts';
import { ZFullnameRequired, ZServiceOtp, ZUpiId } from './fields.ts';
import { plainText } from './text.ts';
import { ZRequestBasics, ZServiceRequest } from './requests.ts';
import { refusesWith, zOk, zOkWithMessage } from './responses.ts';

// ---- Requests ----

export const REPAIRER_STATUS_ACTIONS = ['accept_request_for_quote', 'in_progress'] as const;
export type RepairerStatusAction = (typeof REPAIRER_STATUS_ACTIONS)[number];

/**
 * PUT /service-requests/repairer/{id}/status. A missing status is MISSING_REQUIRED_FIELDS; a
 * value this endpoint does not handle is INVALID_STATUS_FOR_ENDPOINT (the accept-job table of
 * SPEC.md section 8).
 */
export const ZRepairerStatusRequest = refusesWith(
  z.object({
    status: z.enum(REPAIRER_STATUS_ACTIONS, {
      error: ({ input }) =>
        input === undefined || input === null || input === ''
          ? ERROR_MESSAGES.MISSING_REQUIRED_FIELDS
          : ERROR_MESSAGES.INVALID_STATUS_FOR_ENDPOINT,
    }),
  }),
  ['MISSING_REQUIRED_FIELDS', 'INVALID_STATUS_FOR_ENDPOINT'],
);
export type TRepairerStatusRequest = z.infer<typeof ZRepairerStatusRequest>;

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number, or the text of one as a form field sends it ("1200", " 25 "); any other type (true,
 * null, an object) is refused with `message` rather than read as 1 or 0.
 */
function numeric(message: string) {
  return z.union(
    [
      z.number({ error: message }),
      z.string({ error: message }).trim().regex(NUMBER_TEXT, message).transform(Number),
    ],
    { error: message },
  );
}

export const ZQuoteRequest = z.object({
  estimatedPrice: numeric(JOB_MESSAGES.quoteInvalid).pipe(
    z
      .number()
      .refine((n) => Number.isFinite(n) && n > 0, JOB_MESSAGES.quoteInvalid)
      .refine((n) => n <= 10_00_000, JOB_MESSAGES.quoteInvalid)
      .transform((n) => Math.round(n * 100) / 100),
  ),
});

export const ZVerifyServiceOtpRequest = z.object({
  requestId: z.uuid({ error: ERROR_MESSAGES.NOT_FOUND }),
  otp: ZServiceOtp,
});

export const ZCreateConversationRequest = z.object({
  serviceRequestId: z.uuid({ error: ERROR_MESSAGES.NOT_FOUND }),
});

export const ZAvailabilityRequest = z.object({
  isOnline: z.boolean({ error: M.onlineInvalid }),
});

export const ZRepairerSettingsRequest = z.object({
  emailNotifications: z.boolean({ error: M.emailNotificationsInvalid }),
  smsNotifications: z.boolean({ error: M.smsNotificationsInvalid }),
  serviceRadius: numeric(JOB_MESSAGES.radiusRange).pipe(
    z
      .number()
      .int(JOB_MESSAGES.radiusRange)
      .min(SERVICE_RADIUS_MIN_KM, JOB_MESSAGES.radiusRange)
      .max(SERVICE_RADIUS_MAX_KM, JOB_MESSAGES.radiusRange),
  ),
});
export type TRepairerSettingsRequest = z.output<typeof ZRepairerSettingsRequest>;

/** A visiting charge: a number of rupees; anything non-numeric reads as 0 (SPEC.md section 5). */
const ZVisitingCharge = z.preprocess((v) => {
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : 0;
}, z.number().max(1_00_000));

export const ZRepairerProfileUpdateRequest = z.object({
  fullname: ZFullnameRequired,
  pincode: z
    .string({ error: M.pincodeLength })
    .transform((v) => v.replace(/\D/g, '').slice(0, 6))
    .pipe(z.string().regex(/^[1-9]\d{5}$/, M.pincodeLength)),
  bio: plainText({
    max: BIO_MAX,
    multiline: true,
    messages: { invalid: JOB_MESSAGES.bioMax, characters: M.bioCharacters },
  }).default(''),
  experience: numeric(JOB_MESSAGES.experienceMin).pipe(
    z
      .number()
      .int(JOB_MESSAGES.experienceMin)
      .min(0, JOB_MESSAGES.experienceMin)
      .max(80, JOB_MESSAGES.experienceMin),
  ),
  /** Services with empty names are dropped; the rest must be search categories. */
  services: z
    .array(
      z.object(
        {
          name: z.string({ error: JOB_MESSAGES.serviceUnknown }).trim().default(''),
          visitingCharge: ZVisitingCharge,
        },
        { error: JOB_MESSAGES.serviceUnknown },
      ),
      { error: JOB_MESSAGES.servicesRequired },
    )
    .max(SEARCH_CATEGORIES.length, JOB_MESSAGES.serviceUnknown)
    .transform((list) => list.filter((s) => s.name !== ''))
    .pipe(
      z
        .array(
          z.object({
            name: z.enum(SEARCH_CATEGORIES, { error: JOB_MESSAGES.serviceUnknown }),
            visitingCharge: z.number(),
          }),
        )
        .min(1, JOB_MESSAGES.servicesRequired),
    ),
  upiId: ZUpiId,
});
export type TRepairerProfileUpdateRequest = z.output<typeof ZRepairerProfileUpdateRequest>;

// ---- Responses ----

/**
 * A job on the repairer's nearby list: no street address and no customer
 * contact until the repairer accepts (decision 019).
 */
export const ZNearbyJob = ZRequestBasics.extend({
  location: z.object({
    pincode: z.string(),
    city: z.string(),
    district: z.string().nullable(),
    state: z.string(),
  }),
  distanceKm: z.number(),
});
export type TNearbyJob = z.infer<typeof ZNearbyJob>;

/**
 * Where the repairer's money for a finished job is, from the payouts ledger (issue 20, item 4;
 * decision 035): `awaiting_payment` until the customer pays; then `processing` (queued or with
 * the provider), `paid` (with the provider's reference), `retrying` (an attempt failed; the next
 * is at `nextAttemptAt`) or `failed` (given up; a person sorts it out).
 */
export const PAYOUT_STATES = [
  'awaiting_payment',
  'processing',
  'paid',
  'retrying',
  'failed',
] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const ZJobPayout = z.object({
  state: z.enum(PAYOUT_STATES),
  /** The repairer's share in paise (after the platform's fee); null while awaiting payment. */
  amountPaise: z.number().int().nullable(),
  /** The UPI id the payout goes to, as it was when the customer paid. */
  upiId: z.string().nullable(),
  /** The payout provider's id of the payout, once it has one. */
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type TJobPayout = z.infer<typeof ZJobPayout>;

/**
 * A job assigned to the repairer, with its conversation, and for a finished job (pending
 * payment, paid or completed) where its payout is; null otherwise. Once the job is no longer
 * his to do (CUSTOMER_DETAILS_STATUSES) `customerDetailsHidden` is true and the street address,
 * the map point, the customer's phone and email and the contact are blank.
 */
export const ZAssignedJob = ZServiceRequest.extend({
  conversationId: z.string().nullable(),
  payout: ZJobPayout.nullable(),
  customerDetailsHidden: z.boolean(),
});
export type TAssignedJob = z.infer<typeof ZAssignedJob>;

/** GET /repairer/nearby-jobs. */
export const ZNearbyJobsResponse = zOk(z.array(ZNearbyJob));
export type TNearbyJobsResponse = z.infer<typeof ZNearbyJobsResponse>;

/** GET /service-requests/repairer/assigned-jobs. */
export const ZAssignedJobsResponse = zOk(z.array(ZAssignedJob));
export type TAssignedJobsResponse = z.infer<typeof ZAssignedJobsResponse>;

/**
 * PUT /service-requests/repairer/{id}/status, PUT .../quote and POST .../pending: the job as it
 * now is; an accept also names the conversation it opened.
 */
export const ZJobResponse = zOkWithMessage(ZAssignedJob).extend({
  conversationId: z.string().optional(),
});
export type TJobResponse = z.infer<typeof ZJobResponse>;

/** POST /repairer/conversations/create. */
export const ZConversationIdResponse = z.object({
  success: z.literal(true),
  conversationId: z.string(),
});
export type TConversationIdResponse = z.infer<typeof ZConversationIdResponse>;

/** The dashboard tiles; what each counts is defined once in REPAIRER_STAT_TILES. */
export const ZRepairerStats = z.object({
  /** Jobs confirmed done this month (Asia/Kolkata). */
  jobsCompleted: z.number(),
  /** Percent against the previous month. */
  jobsCompletedChange: z.number(),
  /** Rupees paid this month. */
  earningsThisMonth: z.number(),
  /** Percent against the previous month. */
  earningsChange: z.number(),
  /** Average stars of all reviews. */
  averageRating: z.number(),
  /** The average now minus the average when this month began. */
  ratingChange: z.number(),
  /** Jobs in hand now. */
  activeJobs: z.number(),
  /** Always null: a count of now has no month to compare with (decision 036). */
  activeJobsChange: z.number().nullable(),
});
export type TRepairerStats = z.infer<typeof ZRepairerStats>;

/** GET /repairer/dashboard-stats: the tiles beside `success`. */
export const ZRepairerStatsResponse = ZRepairerStats.extend({ success: z.literal(true) });
export type TRepairerStatsResponse = z.infer<typeof ZRepairerStatsResponse>;

export const ZRepairerActivity = z.object({
  type: z.enum(['completed', 'accepted', 'new_request', 'quoted', 'cancelled', 'rejected']),
  message: z.string(),
  /** A key of REPAIRER_ACTIVITY_TEMPLATES and its parameters, for other languages. */
  template: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Rupees, when the activity has an amount. */
  amount: z.number().nullable(),
  time: z.string(),
});
export type TRepairerActivity = z.infer<typeof ZRepairerActivity>;

/** GET /repairer/recent-activity: the latest ten, newest first. */
export const ZRepairerActivityResponse = zOk(z.array(ZRepairerActivity));
export type TRepairerActivityResponse = z.infer<typeof ZRepairerActivityResponse>;

export const ZRepairerAnalytics = z.object({
  jobsCompleted: z.number(),
  /** Rupees. */
  totalEarnings: z.number(),
  /** Six months, oldest first, rupees. */
  monthlyEarnings: z.array(z.number()),
  /** `YYYY-MM` of each of monthlyEarnings. */
  months: z.array(z.string()),
  topServices: z.array(z.object({ _id: z.string(), count: z.number() })),
});
export type TRepairerAnalytics = z.infer<typeof ZRepairerAnalytics>;

/** GET /repairer/analytics. */
export const ZRepairerAnalyticsResponse = zOk(ZRepairerAnalytics);
export type TRepairerAnalyticsResponse = z.infer<typeof ZRepairerAnalyticsResponse>;

/** The repairer's profile: the session's data plus where the pincode is. */
export const ZRepairerProfile = ZSessionRepairer.extend({
  address: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  /** The platform's check of the repairer (DESIGN.md section 12). */
  verificationStatus: z.enum(REPAIRER_VERIFICATION_STATUSES),
  /** The admin's reason for a reject, suspend or reinstate; null when none. */
  verificationReason: z.string().nullable(),
  /** False where the deployment verifies elsewhere (REPAIRER_VERIFICATION=off): he works at once. */
  verificationRequired: z.boolean(),
});
export type TRepairerProfile = z.infer<typeof ZRepairerProfile>;

/** GET /repairer/profile. */
export const ZRepairerProfileResponse = zOk(ZRepairerProfile);
export type TRepairerProfileResponse = z.infer<typeof ZRepairerProfileResponse>;

/** PUT /repairer/profile: the profile as saved. */
export const ZRepairerProfileUpdateResponse = zOkWithMessage(ZRepairerProfile);
export type TRepairerProfileUpdateResponse = z.infer<typeof ZRepairerProfileUpdateResponse>;

/** PUT /repairer/settings: the preferences as saved. */
export const ZRepairerSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  preferences: ZRepairerPreferences,
});
export type TRepairerSettingsResponse = z.infer<typeof ZRepairerSettingsResponse>;

/** PUT /repairer/availability. */
export const ZAvailabilityResponse = z.object({
  success: z.literal(true),
  isOnline: z.boolean(),
});
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

export const ZNotification = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.string(),
  /** English; clients in other languages show `template` with `params` instead. */
  message: z.string(),
  /** A key of NOTIFICATION_TEMPLATES, when the text has one. */
  template: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  serviceRequestId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /{role}/notifications. */
export const ZNotificationsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  notifications: z.array(ZNotification),
  unreadCount: z.number().int(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

/** PUT /{role}/notifications/read/{id}. */
export const ZMarkNotificationReadResponse = z.object({ success: z.literal(true) });
