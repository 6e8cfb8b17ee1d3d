import { ACTIVE_JOB_STATUSES, type RepairerVerificationStatus } from '@gharseva/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { repairerServices, repairers, serviceRequests } from '../../db/schema/index.ts';

/** What the verification queue shows of a repairer: no password hash, no Aadhaar reference. */
const columns = {
  id: repairers.id,
  fullname: repairers.fullname,
  phone: repairers.phone,
  aadhaarLast4: repairers.aadhaarLast4,
  pincode: repairers.pincode,
  experience: repairers.experience,
  bio: repairers.bio,
  language: repairers.language,
  createdAt: repairers.createdAt,
  verificationStatus: repairers.verificationStatus,
  verificationReason: repairers.verificationReason,
  verificationDecidedAt: repairers.verificationDecidedAt,
};

export type VerificationRow = Awaited<ReturnType<typeof listByStatus>>[number];

/** The services of these repairers, oldest first, by repairer. */
async function servicesOf(db: DbOrTx, ids: string[]) {
  const byRepairer = new Map<string, { name: string; visitingChargePaise: number }[]>();
  if (ids.length === 0) return byRepairer;
  const rows = await db
    .select({
      repairerId: repairerServices.repairerId,
      name: repairerServices.name,
      visitingChargePaise: repairerServices.visitingChargePaise,
    })
    .from(repairerServices)
    .where(inArray(repairerServices.repairerId, ids))
    .orderBy(repairerServices.createdAt);
  for (const s of rows) byRepairer.set(s.repairerId, [...(byRepairer.get(s.repairerId) ?? []), s]);
  return byRepairer;
}

/**
 * Repairers of one status: the pending queue oldest signup first (first come, first checked),
 * the others newest decision first. The (verification_status, created_at) index serves it.
 */
export async function listByStatus(db: DbOrTx, status: RepairerVerificationStatus, limit = 200) {
  const rows = await db
    .select(columns)
    .from(repairers)
    .where(eq(repairers.verificationStatus, status))
    .orderBy(
      status === 'pending' ? asc(repairers.createdAt) : desc(repairers.verificationDecidedAt),
      asc(repairers.id),
    )
    .limit(limit);
  const services = await servicesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, services: services.get(r.id) ?? [] }));
}

/** One repairer's status, locked until the transaction ends; undefined for an unknown id. */
export async function lockVerification(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ verificationStatus: repairers.verificationStatus })
    .from(repairers)
    .where(eq(repairers.id, id))
    .for('update');
  return row?.verificationStatus;
}

/**
 * Records a decision if the repairer is still in one of its from-statuses: one conditional
 * update, so of two racing identical decisions exactly one changes the row.
 */
export async function decideVerification(
  db: DbOrTx,
  id: string,
  change: {
    from: readonly RepairerVerificationStatus[];
    to: RepairerVerificationStatus;
    reason: string | null;
    at: Date;
  },
) {
  const [row] = await db
    .update(repairers)
    .set({
      verificationStatus: change.to,
      verificationReason: change.reason,
      verificationDecidedAt: change.at,
    })
    .where(and(eq(repairers.id, id), inArray(repairers.verificationStatus, [...change.from])))
    .returning(columns);
  if (!row) return undefined;
  const services = await servicesOf(db, [id]);
  return { ...row, services: services.get(id) ?? [] };
}

/** The jobs a repairer holds that the customer has not yet confirmed with the completion code. */
export async function openJobsOf(db: DbOrTx, repairerId: string) {
  return db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.repairerId, repairerId),
        inArray(serviceRequests.status, ['requested', ...ACTIVE_JOB_STATUSES]),
      ),
    )
    .orderBy(asc(serviceRequests.createdAt));
}
