import nodeCrypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hmacHex, open, randomDigits, randomToken, safeEqual, seal, sha256Hex } from './crypto.ts';

const key = nodeCrypto.randomBytes(32);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('seal and open (AES-256-GCM)', () => {
  it('round-trips a value', () => {
    const sealed = seal(key, '234123412346');
    expect(open(key, sealed)).toBe('234123412346');
    expect(open(key, seal(key, ''))).toBe('');
    expect(open(key, seal(key, 'नमस्ते ₹'))).toBe('नमस्ते ₹');
  });

  it('hides the plaintext and uses a fresh 12-byte IV each time', () => {
    const a = seal(key, '234123412346');
    const b = seal(key, '234123412346');
    expect(Buffer.from(a.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(a.authTag, 'base64')).toHaveLength(16);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(JSON.stringify(a)).not.toContain('234123412346');
    expect(Buffer.from(a.ciphertext, 'base64').toString('latin1')).not.toContain('234123412346');
  });

  it('refuses a tampered ciphertext, IV or tag, and a wrong key', () => {
    const sealed = seal(key, '234123412346');
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[0] = bytes[0]! ^ 0x01;
      return bytes.toString('base64');
    };
    expect(() => open(key, { ...sealed, ciphertext: flip(sealed.ciphertext) })).toThrow();
    expect(() => open(key, { ...sealed, iv: flip(sealed.iv) })).toThrow();
    expect(() => open(key, { ...sealed, authTag: flip(sealed.authTag) })).toThrow();
    expect(() => open(nodeCrypto.randomBytes(32), sealed)).toThrow();
  });

  it('needs a 32-byte key', () => {
    expect(() => seal(nodeCrypto.randomBytes(16), 'x')).toThrow();
  });
});

describe('randomDigits', () => {
  it('gives 6 digits by default', () => {
    for (let i = 0; i < 200; i++) expect(randomDigits()).toMatch(/^\d{6}$/);
  });

  it('keeps leading zeros', () => {
    vi.spyOn(nodeCrypto, 'randomInt').mockImplementation((() => 42) as never);
    expect(randomDigits()).toBe('000042');
    expect(randomDigits(4)).toBe('0042');
  });

  it('draws from the whole range with a CSPRNG', () => {
    const spy = vi.spyOn(nodeCrypto, 'randomInt');
    randomDigits(6);
    expect(spy).toHaveBeenCalledWith(0, 1_000_000);
    const seen = new Set(Array.from({ length: 300 }, () => randomDigits()));
    expect(seen.size).toBeGreaterThan(290);
  });
});

describe('tokens, hashes and comparison', () => {
  it('randomToken is URL-safe with the requested entropy', () => {
    const token = randomToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken(16)).toMatch(/^[\w-]{22}$/);
    expect(randomToken()).not.toBe(token);
  });

  it('sha256Hex and hmacHex give the standard digests', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // RFC 4231, test case 2.
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(hmacHex('k1', 'v')).not.toBe(hmacHex('k2', 'v'));
  });

  it('safeEqual compares any two strings, whatever their lengths', () => {
    expect(safeEqual('secret', 'secret')).toBe(true);
    expect(safeEqual('secret', 'Secret')).toBe(false);
    expect(safeEqual('secret', 'secret-longer')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('', 'x')).toBe(false);
  });
});
