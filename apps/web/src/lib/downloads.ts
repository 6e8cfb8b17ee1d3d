/**
 * Addresses of the files the server makes (PDFs). A plain link downloads them: same origin, so
 * the session cookie goes with it, and the server's Content-Disposition names the file.
 */

/** GET /api/user/payments/{id}/receipt: a captured payment's receipt. */
export const receiptUrl = (paymentId: string) =>
  `/api/user/payments/${encodeURIComponent(paymentId)}/receipt`;

/** GET /api/repairer/payouts/statement?month=YYYY-MM: the repairer's monthly statement. */
export const statementUrl = (month: string) =>
  `/api/repairer/payouts/statement?month=${encodeURIComponent(month)}`;
