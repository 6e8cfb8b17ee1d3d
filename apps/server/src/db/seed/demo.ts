import { todayInIndia, verhoeffCheckDigit } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { createAadhaarVault, hashPassword, phoneTaken } from '../../modules/accounts/index.ts';
import { locatePincode } from '../../modules/geo/index.ts';
import {
  admins,
  repairerServices,
  repairers,
  serviceRequestEvents,
  serviceRequests,
  users,
} from '../schema/index.ts';

export const DEMO_PASSWORD = 'Demo@1234';

interface DemoRepairer {
  fullname: string;
  phone: string;
  pincode: string;
  address: string;
  upiId: string;
  experience: number;
  bio: string;
  services: { name: string; visitingCharge: number }[];
}

const DEMO_USER = { role: 'user', fullname: 'Priya Sharma', phone: '9876543210' } as const;
const DEMO_ADMIN = { role: 'admin', fullname: 'Asha Admin', phone: '9000000001' } as const;
const DEMO_REPAIRERS: DemoRepairer[] = [
  {
    fullname: 'Ramesh Kumar',
    phone: '9811111111',
    pincode: '110017',
    address: 'Malviya Nagar, New Delhi',
    upiId: 'ramesh.kumar@okaxis',
    experience: 8,
    bio: 'Plumber with 8 years of work in South Delhi homes: leaks, fittings, geysers and drainage.',
    services: [{ name: 'plumbing', visitingCharge: 149 }],
  },
  {
    fullname: 'Suresh Patil',
    phone: '9822222222',
    pincode: '400076',
    address: 'Powai, Mumbai',
    upiId: 'suresh.patil@ybl',
    experience: 12,
    bio: 'Certified electrician and AC technician serving Powai, Andheri and Ghatkopar.',
    services: [
      { name: 'electrical', visitingCharge: 199 },
      { name: 'hvac', visitingCharge: 299 },
    ],
  },
  {
    fullname: 'Lakshmi Narayanan',
    phone: '9833333333',
    pincode: '560034',
    address: 'Koramangala, Bengaluru',
    upiId: 'lakshmi.n@oksbi',
    experience: 6,
    bio: 'Home appliance repair: washing machines, refrigerators, microwaves and chimneys.',
    services: [
      { name: 'appliances', visitingCharge: 249 },
      { name: 'electronics', visitingCharge: 249 },
    ],
  },
  {
    fullname: 'Imran Sheikh',
    phone: '9844444444',
    pincode: '500034',
    address: 'Banjara Hills, Hyderabad',
    upiId: 'imran.sheikh@paytm',
    experience: 10,
    bio: 'Carpentry and modular furniture: repairs, assembly, doors and wardrobes.',
    services: [
      { name: 'carpentry', visitingCharge: 199 },
      { name: 'painting', visitingCharge: 0 },
    ],
  },
  {
    fullname: 'Anita Das',
    phone: '9855555555',
    pincode: '700019',
    address: 'Ballygunge, Kolkata',
    upiId: 'anita.das@okhdfcbank',
    experience: 4,
    bio: 'Deep cleaning, pest control and home care teams across south Kolkata.',
    services: [{ name: 'other', visitingCharge: 99 }],
  },
  {
    fullname: 'Karthik Subramanian',
    phone: '9866666666',
    pincode: '600017',
    address: 'T. Nagar, Chennai',
    upiId: 'karthik.s@okicici',
    experience: 9,
    bio: 'Plumbing and electrical work for apartments in T. Nagar, Mylapore and Adyar.',
    services: [
      { name: 'plumbing', visitingCharge: 149 },
      { name: 'electrical', visitingCharge: 149 },
    ],
  },
  {
    fullname: 'Sneha Kulkarni',
    phone: '9877777777',
    pincode: '411001',
    address: 'Camp, Pune',
    upiId: 'sneha.kulkarni@ybl',
    experience: 7,
    bio: 'AC servicing and kitchen appliance repairs across Pune city.',
    services: [
      { name: 'hvac', visitingCharge: 299 },
      { name: 'appliances', visitingCharge: 249 },
    ],
  },
  {
    fullname: 'Harsh Patel',
    phone: '9888888888',
    pincode: '380009',
    address: 'Navrangpura, Ahmedabad',
    upiId: 'harsh.patel@okaxis',
    experience: 15,
    bio: 'Painting contractor: interiors, exteriors, waterproofing and texture finishes.',
    services: [{ name: 'painting', visitingCharge: 0 }],
  },
  {
    fullname: 'Vikas Yadav',
    phone: '9899999999',
    pincode: '110024',
    address: 'Lajpat Nagar, New Delhi',
    upiId: 'vikas.yadav@paytm',
    experience: 5,
    bio: 'Electrician for South and Central Delhi: wiring, switchboards, fans and lights.',
    services: [{ name: 'electrical', visitingCharge: 199 }],
  },
];

/** Open requests of the demo customer near Ramesh Kumar, so his job board is not empty. */
const DEMO_REQUESTS = [
  {
    serviceType: 'Plumbing',
    category: 'Drainage & Blockage',
    issue: 'Kitchen sink blockage',
    description: 'Water stands in the kitchen sink and drains very slowly since yesterday.',
    urgency: 'high',
    preferredTime: 'evening',
    quotationRupees: 520,
    hoursAgo: 2,
  },
  {
    serviceType: 'Plumbing',
    category: 'Taps & Mixers',
    issue: 'Tap leakage',
    description: 'The bathroom tap keeps dripping even when fully closed.',
    urgency: 'medium',
    preferredTime: 'morning',
    quotationRupees: 240,
    hoursAgo: 5,
  },
] as const;

export const DEMO_ACCOUNTS = [
  DEMO_USER,
  ...DEMO_REPAIRERS.map((r) => ({
    role: 'repairer' as const,
    fullname: r.fullname,
    phone: r.phone,
  })),
  DEMO_ADMIN,
];

/** A valid (Verhoeff-checked) demo Aadhaar number derived from a phone number. */
function demoAadhaar(phone: string): string {
  const base = `9${phone.slice(0, 10)}`;
  return base + verhoeffCheckDigit(base);
}

/** Loads the demo accounts once; returns false when they are already there. */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const { db } = deps.database;
  if (await phoneTaken(db, 'user', DEMO_USER.phone)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const vault = createAadhaarVault(deps.secrets.aadhaarKey);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(users)
      .values({
        fullname: DEMO_USER.fullname,
        phone: DEMO_USER.phone,
        email: 'priya.sharma@example.in',
        passwordHash,
      })
      .returning({ id: users.id });
    const home = locatePincode('110017')!;
    for (const r of DEMO_REQUESTS) {
      const at = new Date(Date.now() - r.hoursAgo * 3600 * 1000);
      const [request] = await tx
        .insert(serviceRequests)
        .values({
          userId: customer!.id,
          title: `${r.issue} - ${r.category}`,
          serviceType: r.serviceType,
          category: r.category,
          issue: r.issue,
          description: r.description,
          urgency: r.urgency,
          preferredDate: todayInIndia(),
          preferredTime: r.preferredTime,
          contactInfo: DEMO_USER.phone,
          address: 'B-42, Shivalik Road, Malviya Nagar',
          pincode: home.pincode,
          city: 'New Delhi',
          state: home.state,
          district: home.district,
          latitude: home.latitude,
          longitude: home.longitude,
          captureMethod: 'manual',
          locationApproximate: true,
          quotationRupees: r.quotationRupees,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx.insert(serviceRequestEvents).values({
        kind: 'request_created',
        actorRole: 'user',
        actorId: customer!.id,
        userId: customer!.id,
        serviceRequestId: request!.id,
        toStatus: 'requested',
        data: { title: request!.title },
        createdAt: at,
      });
    }
    await tx
      .insert(admins)
      .values({ fullname: DEMO_ADMIN.fullname, phone: DEMO_ADMIN.phone, passwordHash });
    for (const r of DEMO_REPAIRERS) {
      const aadhaar = demoAadhaar(r.phone);
      const aadhaarVaultId = await vault.store(tx, aadhaar);
      const [row] = await tx
        .insert(repairers)
        .values({
          fullname: r.fullname,
          phone: r.phone,
          passwordHash,
          upiId: r.upiId,
          pincode: r.pincode,
          address: r.address,
          aadhaarLast4: aadhaar.slice(-4),
          aadhaarVaultId,
          experience: r.experience,
          bio: r.bio,
          latitude: locatePincode(r.pincode)?.latitude,
          longitude: locatePincode(r.pincode)?.longitude,
          isOnline: true,
          // The demo repairers have been checked (DESIGN.md section 12): they take jobs at once.
          verificationStatus: 'verified',
          verificationDecidedAt: new Date(),
        })
        .returning({ id: repairers.id });
      await tx.insert(repairerServices).values(
        r.services.map((s) => ({
          repairerId: row!.id,
          name: s.name,
          visitingChargePaise: s.visitingCharge * 100,
        })),
      );
    }
  });
  return true;
}
