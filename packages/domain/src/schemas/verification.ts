import { z } from 'zod';
import {
  REPAIRER_VERIFICATION_STATUSES,
  VERIFICATION_DECISION_NAMES,
  type RepairerVerificationStatus,
} from '../trust.ts';
import { plainText } from './text.ts';
import { zOk, zOkWithMessage } from './responses.ts';

/** Refusals and answers of the admin's verification calls (DESIGN.md section 12). */
export const VERIFICATION_MESSAGES = {
  statusInvalid: 'Choose pending, verified, rejected or suspended.',
  decisionInvalid: 'Choose verify, reject, suspend or reinstate.',
  reasonRequired: 'Please give the reason for this decision.',
  reasonInvalid: 'The reason must be text of at most 500 characters.',
  decided: 'The decision was recorded and the repairer was told.',
} as const;

/** The longest admin reason kept (repairers.verificationReason). */
export const VERIFICATION_REASON_MAX = 500;

/**
 * Whether a repairer may be searched, alerted and take jobs: always when the deployment
 * verifies elsewhere (REPAIRER_VERIFICATION=off), else only once verified.
 */
export function repairerMayWork(
  setting: 'required' | 'off',
  status: RepairerVerificationStatus,
): boolean {
  return setting === 'off' || status === 'verified';
}

/** GET /admin/repairers?status=: pending (the queue) unless another status is asked for. */
export const ZAdminRepairersQuery = z.object({
  status: z
    .enum(REPAIRER_VERIFICATION_STATUSES, { error: VERIFICATION_MESSAGES.statusInvalid })
    .default('pending'),
});
export type TAdminRepairersQuery = z.infer<typeof ZAdminRepairersQuery>;

/** PUT /admin/repairers/{id}/verification: a reason is required except to verify. */
export const ZVerificationDecisionRequest = z
  .object({
    decision: z.enum(VERIFICATION_DECISION_NAMES as [string, ...string[]], {
      error: VERIFICATION_MESSAGES.decisionInvalid,
    }),
    reason: plainText({
      max: VERIFICATION_REASON_MAX,
      multiline: true,
      messages: { invalid: VERIFICATION_MESSAGES.reasonInvalid },
    }).optional(),
  })
  .refine((v) => v.decision === 'verify' || (v.reason ?? '') !== '', {
    error: VERIFICATION_MESSAGES.reasonRequired,
    path: ['reason'],
  })
  .transform((v) => ({
    decision: v.decision as (typeof VERIFICATION_DECISION_NAMES)[number],
    reason: v.reason ? v.reason : null,
  }));
export type TVerificationDecisionRequest = z.input<typeof ZVerificationDecisionRequest>;

/** One repairer as the verification queue shows him: what the admin checks, Aadhaar masked. */
export const ZRepairerForVerification = z.object({
  id: z.string(),
  fullname: z.string(),
  /** The admin calls him when something needs checking, as on the paid-services view. */
  phone: z.string(),
  /** Always masked: `XXXX XXXX 1234`. */
  aadhaar: z.string(),
  pincode: z.string(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  experience: z.number(),
  bio: z.string(),
  services: z.array(z.object({ name: z.string(), visitingCharge: z.number() })),
  signedUpAt: z.string(),
  verificationStatus: z.enum(REPAIRER_VERIFICATION_STATUSES),
  verificationReason: z.string().nullable(),
  verificationDecidedAt: z.string().nullable(),
});
export type TRepairerForVerification = z.infer<typeof ZRepairerForVerification>;

/** GET /admin/repairers: pending oldest first (a queue), the others newest decision first. */
export const ZAdminRepairersResponse = zOk(z.array(ZRepairerForVerification));
export type TAdminRepairersResponse = z.infer<typeof ZAdminRepairersResponse>;

/** PUT /admin/repairers/{id}/verification: the repairer as decided, and how many jobs went back. */
export const ZVerificationDecisionResponse = zOkWithMessage(
  ZRepairerForVerification.extend({ jobsReturnedToBoard: z.number() }),
);
export type TVerificationDecisionResponse = z.infer<typeof ZVerificationDecisionResponse>;
