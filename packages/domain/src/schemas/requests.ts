import { z } from 'zod';
import { findIssue, findSubCategory, canonicalMainCategory } from '../catalogue/index.ts';
import { TIME_SLOTS, URGENCIES, type TimeSlot, type Urgency } from '../constants.ts';
import { REQUEST_MESSAGES as M } from '../messages.ts';
import type { RequestStatus } from '../status.ts';

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
  .refine((v) => PHONE.test(v) || (v.length <= 254 && EMAIL.test(v)), M.contact);

export const ZRequestPincode = z
  .string({ error: M.pincode })
  .trim()
  .regex(/^[1-9]\d{5}$/, M.pincode);

/** Where the job is: typed by hand or captured by GPS (coordinates `[longitude, latitude]`). */
export const ZLocationData = z.object(
  {
    fullAddress: z.string({ error: M.location }).trim().min(1, M.location).max(500, M.location),
    pincode: z.string({ error: M.location }).trim().min(1, M.location).pipe(ZRequestPincode),
    city: z.string().trim().max(100).optional().default(''),
    state: z.string().trim().max(100).optional().default(''),
    coordinates: z
      .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
      .nullable()
      .optional(),
    captureMethod: z.enum(['gps', 'manual'], { error: M.location }),
  },
  { error: M.location },
);
export type TLocationData = z.output<typeof ZLocationData>;

const ZTimeSlot = z.enum(TIME_SLOTS, { error: M.timeSlot });
const ZUrgency = z.enum(URGENCIES).default('medium');

/** Both shapes of SPEC.md section 7: the slot string of the direct request or `{date, time}`. */
const ZPreferredTimeSlot = z.union([
  ZTimeSlot,
  z.object({ date: z.string().optional(), time: ZTimeSlot }),
]);

const ZDescription = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(2000, M.descriptionMax);

const ZMainCategory = z
  .string({ error: M.serviceType })
  .trim()
  .min(1, M.serviceType)
  .refine((v) => canonicalMainCategory(v) !== undefined, M.serviceType)
  .transform((v) => canonicalMainCategory(v)!);

/**
 * The wizard's payload. Field order is the order of the wizard's checks, so the
 * first message is the one the wizard would toast.
 */
export const ZWizardRequest = z
  .object({
    serviceType: ZMainCategory,
    category: z.string({ error: M.categoryAndIssue }).trim().min(1, M.categoryAndIssue),
    issue: z.string({ error: M.categoryAndIssue }).trim().min(1, M.categoryAndIssue),
    description: ZDescription(M.description),
    preferredTime: ZTimeSlot.optional(),
    preferredTimeSlot: ZPreferredTimeSlot.optional(),
    contactInfo: ZContactInfo,
    locationData: ZLocationData,
    title: z.string().trim().max(150).optional(),
    preferredDate: z.string().optional(),
    quotation: z.number().nonnegative().max(10_000_000).nullable().optional(),
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
  });
export type TWizardRequest = z.output<typeof ZWizardRequest>;

/** The direct request to one repairer from the Available Repairers page (and its auto-save). */
export const ZDirectRequest = z.object({
  repairerId: z.uuid({ error: M.noRepairer }).nullable(),
  serviceType: ZMainCategory,
  description: ZDescription(M.modalDescription),
  locationData: ZLocationData,
  title: z.string().trim().max(150).optional(),
  preferredTimeSlot: ZPreferredTimeSlot.optional().default('flexible'),
  urgency: ZUrgency,
  contactInfo: ZContactInfo.optional(),
  category: z.string().trim().max(100).optional(),
  issue: z.string().trim().max(150).optional(),
});
export type TDirectRequest = z.output<typeof ZDirectRequest>;

/** The slot a request asks for, from either payload shape. */
export function requestedSlot(v: {
  preferredTime?: TimeSlot | undefined;
  preferredTimeSlot?: TimeSlot | { time: TimeSlot } | undefined;
}): TimeSlot {
  if (v.preferredTime) return v.preferredTime;
  const slot = v.preferredTimeSlot;
  if (!slot) return 'flexible';
  return typeof slot === 'string' ? slot : slot.time;
}

export const ZStatusFilter = z.object({
  statusFilter: z.string().trim().optional(),
});

export const ZUserStatusUpdate = z.object({
  status: z.enum(['cancelled', 'pending_payment'], {
    error:
      'An internal error occurred regarding the job status update. Please refresh and try again.',
  }),
});

export const ZRepairerSearchQuery = z.object({
  postalCode: ZRequestPincode,
  serviceType: z
    .string({
      error:
        'Invalid service category or location data is missing. Please go back and select a service and location.',
    })
    .trim()
    .min(
      1,
      'Invalid service category or location data is missing. Please go back and select a service and location.',
    ),
});

export const ZEstimateRequest = z.object({
  serviceType: z.string().trim().optional(),
  category: z.string({ error: M.estimate }).trim().min(1, M.estimate),
  issue: z.string({ error: M.estimate }).trim().min(1, M.estimate),
  pincode: ZRequestPincode.optional(),
  urgency: z.enum(URGENCIES).optional(),
});
export type TEstimateRequest = z.output<typeof ZEstimateRequest>;

export const ZIdParam = z.object({ id: z.uuid({ error: 'Not found.' }) });

// ---- Responses ----

export interface TServiceRequest {
  _id: string;
  id: string;
  title: string;
  serviceType: string;
  category: string | null;
  issue: string | null;
  description: string;
  status: RequestStatus;
  urgency: Urgency;
  preferredDate: string;
  preferredTime: TimeSlot;
  preferredTimeSlot: { date: string; time: TimeSlot };
  contactInfo: string | null;
  location: {
    address: string;
    pincode: string;
    city: string;
    state: string;
    district: string | null;
    coordinates: [number, number] | null;
    captureMethod: 'gps' | 'manual';
    /** True when the point is the pincode's approximate centre, not a GPS fix. */
    approximate: boolean;
  };
  customer: { fullname: string; email: string | null; phone: string };
  repairer: { _id: string; fullname: string; phone: string } | null;
  /** The job was sent to one repairer ('Requested for you'). */
  targeted: boolean;
  /** The AI estimate, rupees. */
  quotation: number | null;
  /** The repairer's quote, rupees; 0 = not quoted. */
  estimatedPrice: number;
  rating: { stars: number; comment: string } | null;
  createdAt: string;
  updatedAt: string;
  assignedAt: string | null;
  /**
   * The request's payment once one exists: the service payment (from pending_payment on) or
   * the rejection fee (from rejected on); null before.
   */
  paymentId: string | null;
}

export interface TEstimateResponse {
  success: true;
  quotation: number;
  low: number;
  high: number;
  currency: 'INR';
  unit: string;
  basis: {
    prior: { low: number; high: number; midpoint: number };
    quotes: { count: number; scope: 'area' | 'all' | 'none'; mean: number | null; weight: number };
    urgency: { level: Urgency; factor: number };
  };
}

export interface TRepairerSearchResult {
  _id: string;
  id: string;
  fullname: string;
  rating: { average: number; count: number };
  location: { address: string; postalCode: string; district: string | null; state: string | null };
  services: { name: string; price: number }[];
  experience: number;
  distanceKm: number;
  profilePicture: string | null;
}
