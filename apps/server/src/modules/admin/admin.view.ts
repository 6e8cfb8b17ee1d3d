import { paiseToRupees, type TPaidService } from '@gharseva/domain';
import type { PaidServiceRow } from './admin.repo.ts';

/** A paid request as the admin dashboard shows it (SPEC.md section 2, "Admin"). */
export function toPaidService({
  request: r,
  customer,
  repairer,
  payment,
}: PaidServiceRow): TPaidService {
  return {
    _id: r.id,
    id: r.id,
    title: r.title,
    serviceType: r.serviceType,
    status: r.status,
    description: r.description,
    location: { address: r.address, pincode: r.pincode },
    createdAt: r.createdAt.toISOString(),
    estimatedPrice: r.quotePaise === null ? 0 : paiseToRupees(r.quotePaise),
    repairer: repairer
      ? {
          _id: repairer.id,
          fullname: repairer.fullname,
          phone: repairer.phone,
          upiId: repairer.upiId,
        }
      : null,
    customer,
    payment: payment
      ? {
          _id: payment.id,
          amount: payment.amountPaise,
          status: payment.status,
          paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
        }
      : null,
  };
}
