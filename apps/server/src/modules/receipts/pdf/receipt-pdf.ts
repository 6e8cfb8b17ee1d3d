import { amountInWords } from '../amount-words.ts';
import { PdfWriter } from './document.ts';
import { pdfTexts } from './texts.ts';

/** Who issues the receipts (settings PLATFORM_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN). */
export interface Platform {
  name: string;
  address: string;
  /** Empty when the platform is not registered for GST: then no tax lines are printed. */
  gstin: string;
}

export interface ReceiptContent {
  number: string;
  paidAt: Date;
  kind: 'service' | 'rejection_fee';
  customerName: string;
  /** The request's title in the customer's language. */
  title: string;
  repairerName: string | null;
  amountPaise: number;
  gatewayPaymentId: string;
  method: string | null;
  refunds: { amountPaise: number; gatewayRefundId: string | null; processedAt: Date | null }[];
}

/**
 * The tax inside an amount that includes 18% GST, split into CGST and SGST at 9% each (an
 * intra-state supply): the taxable value is the amount / 1.18, rounded to the paisa.
 */
export function gstLines(amountPaise: number) {
  const taxable = Math.round(amountPaise / 1.18);
  const cgst = Math.floor((amountPaise - taxable) / 2);
  return { taxable, cgst, sgst: amountPaise - taxable - cgst };
}

/** The receipt of a captured payment, in the customer's language (decision 049). */
export async function renderReceipt(
  language: string,
  platform: Platform,
  receipt: ReceiptContent,
): Promise<Buffer> {
  const x = pdfTexts(language);
  const pdf = new PdfWriter(language, { title: `${x.t('receiptTitle')} ${receipt.number}` });
  pdf.line(platform.name, { size: 18, bold: true });
  pdf.line(platform.address, { size: 9, color: '#444444' });
  if (platform.gstin) pdf.line(`${x.t('gstin')}: ${platform.gstin}`, { size: 9 });
  pdf.gap(10).line(x.t('receiptTitle'), { size: 15, bold: true }).gap(4);

  pdf.pair(x.t('receiptNumber'), receipt.number, { bold: true });
  pdf.pair(x.t('dateTime'), `${x.dateTime(receipt.paidAt)} IST`);
  pdf.pair(x.t('receivedFrom'), receipt.customerName);
  pdf.pair(x.t('service'), receipt.title);
  if (receipt.repairerName) pdf.pair(x.t('repairer'), receipt.repairerName);
  pdf.pair(x.t('paidFor'), x.t(`kinds.${receipt.kind}`));
  pdf.pair(x.t('paymentId'), receipt.gatewayPaymentId);
  const method = receipt.method ? x.t(`methods.${receipt.method}`) : '';
  pdf.pair(x.t('method'), method.startsWith('methods.') ? receipt.method! : method || '-');
  pdf.rule();
  pdf.pair(x.t('amount'), x.money(receipt.amountPaise), { bold: true, size: 12 });
  pdf.line(`${x.t('amountInWords')}: ${amountInWords(receipt.amountPaise)}`, { size: 9 });

  if (platform.gstin) {
    const tax = gstLines(receipt.amountPaise);
    pdf.gap(6).line(x.t('taxIncluded'), { size: 9, bold: true });
    pdf.pair(x.t('taxableValue'), x.money(tax.taxable), { size: 9 });
    pdf.pair(x.t('cgst'), x.money(tax.cgst), { size: 9 });
    pdf.pair(x.t('sgst'), x.money(tax.sgst), { size: 9 });
  }

  if (receipt.refunds.length > 0) {
    pdf.rule().line(x.t('refunds'), { bold: true });
    let refunded = 0;
    for (const refund of receipt.refunds) {
      refunded += refund.amountPaise;
      const when = refund.processedAt ? x.date(refund.processedAt) : '';
      const label = [x.t('refundedOn', { date: when }), refund.gatewayRefundId ?? '']
        .filter(Boolean)
        .join(' · ');
      pdf.pair(label, `- ${x.money(refund.amountPaise)}`, { size: 9 });
    }
    pdf.pair(x.t('netPaid'), x.money(receipt.amountPaise - refunded), { bold: true });
  }

  pdf.gap(16).line(x.t('footer'), { size: 8, color: '#555555' });
  return pdf.finish();
}
