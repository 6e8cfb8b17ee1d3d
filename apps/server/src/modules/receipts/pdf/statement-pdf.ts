import type { TRepairerPayouts } from '@gharseva/domain';
import { PdfWriter, type Cell } from './document.ts';
import type { Platform } from './receipt-pdf.ts';
import { pdfTexts } from './texts.ts';

export interface StatementContent extends TRepairerPayouts {
  repairerName: string;
  /** The month's first moment in India. */
  from: Date;
}

const COLUMNS = [0.11, 0.2, 0.1, 0.09, 0.1, 0.1, 0.1, 0.2];

/** A repairer's monthly payouts statement, in his language. */
export async function renderStatement(
  language: string,
  platform: Platform,
  statement: StatementContent,
): Promise<Buffer> {
  const x = pdfTexts(language);
  const month = x.month(statement.from);
  const pdf = new PdfWriter(language, { title: `${x.t('statementTitle')} ${month}` });
  pdf.line(platform.name, { size: 18, bold: true });
  pdf.line(platform.address, { size: 9, color: '#444444' });
  pdf.gap(10).line(x.t('statementTitle'), { size: 15, bold: true }).gap(4);
  pdf.pair(x.t('repairer'), statement.repairerName);
  pdf.pair(x.t('month'), month);
  pdf.rule();

  const row = (texts: string[], bold = false) =>
    texts.map((text, i): Cell => ({
      text,
      width: COLUMNS[i]!,
      align: i >= 2 && i <= 6 ? 'end' : 'start',
      bold,
    }));
  pdf.row(
    row(
      ['date', 'job', 'gross', 'fee', 'refunded', 'recovered', 'sent', 'status'].map((c) =>
        x.t(`columns.${c}`),
      ),
      true,
    ),
  );
  if (statement.payouts.length === 0) pdf.line(x.t('noPayouts'), { size: 9 });
  const total = { gross: 0, fee: 0, refunded: 0, recovered: 0, sent: 0 };
  for (const p of statement.payouts) {
    total.gross += p.grossPaise;
    total.fee += p.platformFeePaise;
    total.refunded += p.refundedPaise;
    total.recovered += p.recoveredPaise;
    // Money that never went (cancelled) is listed but not counted as sent.
    if (p.status !== 'cancelled') total.sent += p.amountPaise;
    const status = x.t(`payoutStatus.${p.status}`);
    pdf.row(
      row([
        x.date(new Date(p.createdAt)),
        p.title,
        x.money(p.grossPaise),
        x.money(p.platformFeePaise),
        x.money(p.refundedPaise),
        x.money(p.recoveredPaise),
        x.money(p.amountPaise),
        p.reference ? `${status} ${p.reference}` : status,
      ]),
      { size: 8 },
    );
  }
  pdf.rule();
  pdf.row(
    row(
      [
        x.t('totals'),
        '',
        x.money(total.gross),
        x.money(total.fee),
        x.money(total.refunded),
        x.money(total.recovered),
        x.money(total.sent),
        '',
      ],
      true,
    ),
  );

  if (statement.recoveries.length > 0) {
    pdf.gap(10).line(x.t('recoveries'), { bold: true });
    for (const r of statement.recoveries) {
      pdf.row(
        [
          { text: x.date(new Date(r.createdAt)), width: 0.15 },
          { text: r.title, width: 0.4 },
          { text: x.money(r.amountPaise), width: 0.15, align: 'end' },
          { text: x.money(r.recoveredPaise), width: 0.15, align: 'end' },
          { text: x.t(`recoveryStatus.${r.status}`), width: 0.15 },
        ],
        { size: 9 },
      );
    }
  }
  pdf.gap(16).line(x.t('statementFooter'), { size: 8, color: '#555555' });
  return pdf.finish();
}
