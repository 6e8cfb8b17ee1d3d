import { AppError, type TRepairerPayouts } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { titleIn } from '../notifications/index.ts';
import { monthBounds } from './financial-year.ts';
import { renderReceipt, type Platform } from './pdf/receipt-pdf.ts';
import { renderStatement } from './pdf/statement-pdf.ts';
import {
  findReceipt,
  findReceiptSubject,
  issueReceipt,
  lockPayment,
  payoutsOfRepairer,
  processedRefunds,
  recoveriesOfRepairer,
  repairerNameAndLanguage,
  type ReceiptRow,
} from './receipts.repo.ts';
import { toRepairerPayout, toRepairerRecovery } from './receipts.view.ts';

/** A PDF to send, with the name it is saved under. */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/**
 * Receipts of captured payments and the repairer's payouts ledger (issue 23, item 2): the
 * customer's receipt PDF, numbered at capture (or on first download for a payment captured
 * before receipts existed), the repairer's payouts and his monthly statement.
 */
export function createReceiptsService(deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const now = deps.clock ?? (() => new Date());
  const platform: Platform = {
    name: config.PLATFORM_NAME,
    address: config.PLATFORM_ADDRESS,
    gstin: config.PLATFORM_GSTIN,
  };

  /** The payment's receipt, issued now if it was captured before receipts were numbered. */
  async function receiptOf(paymentId: string, paidAt: Date): Promise<ReceiptRow> {
    const found = await findReceipt(db, paymentId);
    if (found) return found;
    return db.transaction(async (tx) => {
      // Under the payment's lock a second download at once waits, then finds this one's.
      await lockPayment(tx, paymentId);
      return (await findReceipt(tx, paymentId)) ?? issueReceipt(tx, paymentId, paidAt, now());
    });
  }

  /** His payouts and recovery entries (of a period when given), titled in his language. */
  async function ledger(
    repairerId: string,
    language: string,
    period?: { from: Date; to: Date },
  ): Promise<TRepairerPayouts> {
    const [payouts, recoveries] = await Promise.all([
      payoutsOfRepairer(db, repairerId, period),
      recoveriesOfRepairer(db, repairerId, period),
    ]);
    return {
      payouts: payouts.map((row) => toRepairerPayout(row, titleIn(language, row))),
      recoveries: recoveries.map((row) => toRepairerRecovery(row, titleIn(language, row))),
    };
  }
  return {
    /** The receipt PDF of a customer's captured payment. */
    async receipt(userId: string, paymentId: string): Promise<PdfFile> {
      const subject = await findReceiptSubject(db, paymentId);
      // Another customer's payment reads as unknown, as the payment record does.
      if (!subject || subject.payment.userId !== userId) {
        throw new AppError('NOT_FOUND', 'Payment not found.');
      }
      const { payment, request, customer } = subject;
      if (!payment.paidAt || !payment.gatewayPaymentId) throw new AppError('PAYMENT_NOT_CAPTURED');
      const receipt = await receiptOf(payment.id, payment.paidAt);
      const refunds = await processedRefunds(db, payment.id);
      const pdf = await renderReceipt(customer.language, platform, {
        number: receipt.number,
        paidAt: payment.paidAt,
        kind: payment.kind,
        customerName: customer.fullname,
        title: titleIn(customer.language, request),
        repairerName: subject.repairerName,
        amountPaise: payment.amountPaise,
        gatewayPaymentId: payment.gatewayPaymentId,
        method: payment.gatewayMethod,
        refunds,
      });
      return { filename: `receipt-${receipt.number.replaceAll('/', '-')}.pdf`, pdf };
    },

    /** The repairer's payouts, newest first, and his recovery entries. */
    async payouts(repairerId: string): Promise<TRepairerPayouts> {
      const me = await repairerNameAndLanguage(db, repairerId);
      return ledger(repairerId, me?.language ?? 'en');
    },

    /** His statement of one month (India's calendar), as a PDF in his language. */
    async statement(repairerId: string, month: string): Promise<PdfFile> {
      const me = await repairerNameAndLanguage(db, repairerId);
      if (!me) throw new AppError('NOT_FOUND');
      const period = monthBounds(month);
      const pdf = await renderStatement(me.language, platform, {
        repairerName: me.fullname,
        from: period.from,
        ...(await ledger(repairerId, me.language, period)),
      });
      return { filename: `payouts-${month}.pdf`, pdf };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
