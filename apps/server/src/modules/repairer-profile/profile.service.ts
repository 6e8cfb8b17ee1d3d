import {
  AppError,
  VALIDATION_MESSAGES,
  rupeesToPaise,
  type TRepairerProfileUpdateRequest,
  type TRepairerSettingsRequest,
} from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { repairerServices, repairers } from '../../db/schema/index.ts';
import { findRepairerById, toSessionRepairer } from '../accounts/index.ts';
import { recordEvent } from '../events/index.ts';
import { locatePincode } from '../geo/index.ts';

/** The repairer's own profile, preferences and online state. */
export function createRepairerProfile({ database, config }: AppDeps) {
  const { db } = database;

  async function profile(repairerId: string) {
    const row = await findRepairerById(db, repairerId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    const place = locatePincode(row.pincode);
    return {
      ...toSessionRepairer(row),
      address: row.address,
      district: place?.district ?? null,
      state: place?.state ?? null,
      verificationStatus: row.verificationStatus,
      verificationReason: row.verificationReason,
      verificationRequired: config.REPAIRER_VERIFICATION === 'required',
    };
  }

  return {
    profile,

    async update(repairerId: string, input: TRepairerProfileUpdateRequest) {
      const current = await findRepairerById(db, repairerId);
      if (!current) throw new AppError('UNAUTHENTICATED');
      const moved = input.pincode !== current.pincode;
      const place = moved ? locatePincode(input.pincode) : undefined;
      if (moved && !place) {
        throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.pincodeUnknown);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(repairers)
          .set({
            fullname: input.fullname,
            bio: input.bio,
            experience: input.experience,
            upiId: input.upiId,
            pincode: input.pincode,
            ...(place
              ? { latitude: place.latitude, longitude: place.longitude, locationApproximate: true }
              : {}),
          })
          .where(eq(repairers.id, repairerId));
        await tx.delete(repairerServices).where(eq(repairerServices.repairerId, repairerId));
        const base = Date.now();
        const unique = [...new Map(input.services.map((s) => [s.name, s])).values()];
        await tx.insert(repairerServices).values(
          unique.map((s, i) => ({
            repairerId,
            name: s.name,
            visitingChargePaise: rupeesToPaise(s.visitingCharge),
            createdAt: new Date(base + i),
          })),
        );
        await recordEvent(tx, {
          kind: 'profile_updated',
          actorRole: 'repairer',
          actorId: repairerId,
          repairerId,
        });
      });
      return profile(repairerId);
    },

    async settings(repairerId: string, input: TRepairerSettingsRequest) {
      await db
        .update(repairers)
        .set({
          emailNotifications: input.emailNotifications,
          smsNotifications: input.smsNotifications,
          serviceRadiusKm: input.serviceRadius,
        })
        .where(eq(repairers.id, repairerId));
      return (await profile(repairerId)).preferences;
    },

    async setOnline(repairerId: string, isOnline: boolean) {
      await db.update(repairers).set({ isOnline }).where(eq(repairers.id, repairerId));
      return isOnline;
    },
  };
}

export type RepairerProfileService = ReturnType<typeof createRepairerProfile>;
