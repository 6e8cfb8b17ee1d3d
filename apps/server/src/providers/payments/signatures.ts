import crypto from 'node:crypto';

/** HMAC-SHA256 in hex, as Razorpay signs both Checkout results and webhooks. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/** Checkout's signature of a payment of an order. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

/**
 * Compares a hex signature with the one we compute, in constant time: the
 * comparison never stops at the first differing byte, so its timing says
 * nothing of how much of a forged signature was right.
 */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export function verifyCheckout(
  secret: string,
  input: { orderId: string; paymentId: string; signature: string },
): boolean {
  return signatureMatches(
    checkoutSignature(secret, input.orderId, input.paymentId),
    input.signature,
  );
}

/** Verifies X-Razorpay-Signature over the raw bytes of the body, never a re-serialised object. */
export function verifyWebhook(secret: string, rawBody: Buffer, signature: string): boolean {
  return signatureMatches(hmacSha256Hex(secret, rawBody), signature);
}
