import type { Role } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admins, repairerServices, repairers, users } from '../../db/schema/index.ts';

/** The columns a password login needs, for any role. */
export interface Credentials {
  id: string;
  fullname: string;
  passwordHash: string;
}

const tables: Record<Role, typeof users | typeof repairers | typeof admins> = {
  user: users,
  repairer: repairers,
  admin: admins,
};

export async function findCredentialsByPhone(
  db: DbOrTx,
  role: Role,
  phone: string,
): Promise<Credentials | undefined> {
  const table = tables[role];
  const [row] = await db
    .select({ id: table.id, fullname: table.fullname, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.phone, phone))
    .limit(1);
  return row;
}

export async function phoneTaken(db: DbOrTx, role: Role, phone: string): Promise<boolean> {
  const table = tables[role];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.phone, phone)).limit(1);
  return rows.length > 0;
}

export async function setPasswordHash(db: DbOrTx, role: Role, id: string, passwordHash: string) {
  const table = tables[role];
  await db.update(table).set({ passwordHash }).where(eq(table.id, id));
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findAdminById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function findRepairerById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(repairers).where(eq(repairers.id, id)).limit(1);
  if (!row) return undefined;
  const services = await db
    .select({
      name: repairerServices.name,
      visitingChargePaise: repairerServices.visitingChargePaise,
    })
    .from(repairerServices)
    .where(eq(repairerServices.repairerId, id))
    .orderBy(repairerServices.createdAt);
  return { ...row, services };
}

export type UserRow = typeof users.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
export type RepairerWithServices = NonNullable<Awaited<ReturnType<typeof findRepairerById>>>;
