/**
 * A fresh `Idempotency-Key` for one submission form (decision 033): made when the form opens
 * and sent with every try of it, so a double click, a retry or a resend after a lost answer
 * creates one request. 32 hex digits from the browser's cryptographic random source.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
