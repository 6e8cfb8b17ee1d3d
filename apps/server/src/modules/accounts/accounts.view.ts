import {
  maskAadhaar,
  type TSessionAdmin,
  type TSessionRepairer,
  type TSessionUser,
} from '@gharseva/domain';
import type { AdminRow, RepairerWithServices, UserRow } from './accounts.repo.ts';

/** The public shapes of accounts: never a hash, never a full Aadhaar number. */
export function toSessionUser(row: UserRow): TSessionUser {
  return {
    _id: row.id,
    id: row.id,
    fullname: row.fullname,
    phone: row.phone,
    email: row.email,
    profilePicture: row.profilePicture,
  };
}

export function toSessionRepairer(row: RepairerWithServices): TSessionRepairer {
  return {
    _id: row.id,
    id: row.id,
    fullname: row.fullname,
    phone: row.phone,
    upiId: row.upiId,
    pincode: row.pincode,
    aadharcardNumber: maskAadhaar(row.aadhaarLast4),
    services: row.services.map((s) => ({
      name: s.name,
      visitingCharge: s.visitingChargePaise / 100,
    })),
    experience: row.experience,
    bio: row.bio,
    rating: {
      average: row.ratingCount === 0 ? 0 : Math.round((row.ratingSum / row.ratingCount) * 10) / 10,
      count: row.ratingCount,
    },
    preferences: {
      emailNotifications: row.emailNotifications,
      smsNotifications: row.smsNotifications,
      serviceRadius: row.serviceRadiusKm,
    },
    isOnline: row.isOnline,
    profilePicture: row.profilePicture,
  };
}

export function toSessionAdmin(row: AdminRow): TSessionAdmin {
  return { _id: row.id, id: row.id, fullname: row.fullname, phone: row.phone };
}
