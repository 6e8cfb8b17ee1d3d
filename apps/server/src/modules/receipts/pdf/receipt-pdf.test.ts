import { LANGUAGES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { gstLines, renderReceipt, type ReceiptContent } from './receipt-pdf.ts';

const receipt: ReceiptContent = {
  number: 'GS/2026-27/000123',
  paidAt: new Date('2026-11-20T06:30:00Z'),
  kind: 'service',
  customerName: 'Meera Iyer',
  title: 'नल से पानी टपकना',
  repairerName: 'Ravi Verma',
  amountPaise: 149_950,
  gatewayPaymentId: 'pay_Cn2xgxY8Bl3w2g',
  method: 'upi',
  refunds: [],
};
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

const platform = { name: 'GharSeva', address: 'Bengaluru', gstin: '' };

describe('gstLines', () => {
  it('splits the 18% GST an amount includes into CGST and SGST, to the paisa', () => {
    expect(gstLines(118_000)).toEqual({ taxable: 100_000, cgst: 9000, sgst: 9000 });
    const odd = gstLines(149_950);
    expect(odd.taxable + odd.cgst + odd.sgst).toBe(149_950);
    expect(odd.taxable).toBe(127_076);
  });
});

describe('renderReceipt', () => {
  // Every language's scripts are set and shaped (the Malayalam, Gurmukhi and Nastaliq fonts
  // once threw inside fontkit), and the number and payment id stay readable.
  it.each(LANGUAGES.map((l) => l.code))('writes a receipt in %s', async (language) => {
    const pdf = await renderReceipt(language, platform, receipt);
    const text = await pdfText(pdf);
    expect(text).toContain('GS/2026-27/000123');
    expect(text).toContain('pay_Cn2xgxY8Bl3w2g');
    expect(text).toContain('Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only');
  });
});
