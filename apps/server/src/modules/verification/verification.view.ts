import { maskAadhaar, type TRepairerForVerification } from '@gharseva/domain';
import { locatePincode } from '../geo/index.ts';
import type { VerificationRow } from './verification.repo.ts';

/** A repairer as the admin's verification queue shows him: Aadhaar masked, never in full. */
export function toRepairerForVerification(row: VerificationRow): TRepairerForVerification {
  const place = locatePincode(row.pincode);
  return {
    id: row.id,
    fullname: row.fullname,
    phone: row.phone,
    aadhaar: maskAadhaar(row.aadhaarLast4),
    pincode: row.pincode,
    district: place?.district ?? null,
    state: place?.state ?? null,
    experience: row.experience,
    bio: row.bio,
    services: row.services.map((s) => ({
      name: s.name,
      visitingCharge: s.visitingChargePaise / 100,
    })),
    signedUpAt: row.createdAt.toISOString(),
    verificationStatus: row.verificationStatus,
    verificationReason: row.verificationReason,
    verificationDecidedAt: row.verificationDecidedAt?.toISOString() ?? null,
  };
}
