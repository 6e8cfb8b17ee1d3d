import crypto from 'node:crypto';

/** A URL-safe random token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function hmacHex(key: string, value: string): string {
  return crypto.createHmac('sha256', key).update(value).digest('hex');
}

/** Constant-time string equality (both sides hashed first, so lengths never leak). */
export function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

/** Six random digits from a CSPRNG. */
export function randomDigits(length = 6): string {
  return crypto
    .randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

export interface Sealed {
  ciphertext: string;
  iv: string;
  authTag: string;
}

/** AES-256-GCM with a 32-byte key. */
export function seal(key: Buffer, plaintext: string): Sealed {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    authTag: cipher.getAuthTag().toString('base64'),
  };
}

export function open(key: Buffer, sealed: Sealed): string {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
