import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Secrets } from './deps.ts';

/** A 32-byte key written as 64 hex digits or base64; `name` is the setting, for the error. */
export function parseKey(value: string, name = 'AADHAAR_ENCRYPTION_KEY'): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error(`Invalid configuration: ${name} must be 32 bytes (64 hex or base64)`);
  }
  return key;
}

/**
 * Secrets from config. Outside production a missing one is generated once and
 * kept in `$DATA_DIR/secrets.json`, so encrypted data survives restarts.
 * `generatedAdminSecret` tells the caller to print the admin secret.
 */
export function resolveSecrets(config: Config): Secrets & { generatedAdminSecret: boolean } {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Record<'otpPepper' | 'aadhaarKey' | 'adminSignupSecret', string>> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
  const fresh = {
    otpPepper:
      config.OTP_PEPPER || stored.otpPepper || crypto.randomBytes(32).toString('base64url'),
    aadhaarKey:
      config.AADHAAR_ENCRYPTION_KEY || stored.aadhaarKey || crypto.randomBytes(32).toString('hex'),
    adminSignupSecret:
      config.ADMIN_SIGNUP_SECRET ||
      stored.adminSignupSecret ||
      crypto.randomBytes(12).toString('base64url'),
  };
  const missingBefore =
    !config.OTP_PEPPER || !config.AADHAAR_ENCRYPTION_KEY || !config.ADMIN_SIGNUP_SECRET;
  if (missingBefore) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  }
  return {
    otpPepper: fresh.otpPepper,
    aadhaarKey: parseKey(fresh.aadhaarKey),
    ...(config.AADHAAR_ENCRYPTION_KEY_OLD
      ? {
          aadhaarPreviousKey: parseKey(
            config.AADHAAR_ENCRYPTION_KEY_OLD,
            'AADHAAR_ENCRYPTION_KEY_OLD',
          ),
        }
      : {}),
    ...(config.OTP_PEPPER_OLD ? { otpPreviousPepper: config.OTP_PEPPER_OLD } : {}),
    adminSignupSecret: fresh.adminSignupSecret,
    generatedAdminSecret: !config.ADMIN_SIGNUP_SECRET,
  };
}
