import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { VapidKeys } from './web-push.ts';

/** The subject of generated keys (development and tests): nobody to contact. */
const DEV_SUBJECT = 'mailto:push@gharseva.invalid';

/** Where generated VAPID keys are kept. */
export const vapidPath = (dataDir: string) => path.join(dataDir, 'vapid.json');

/**
 * The VAPID keys: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT when set (production
 * requires them, config.ts); otherwise a pair generated once and kept in `$DATA_DIR/vapid.json`,
 * so restarts and every process on one data folder sign with the same key and subscriptions
 * stay valid. The file is created exclusively: of processes starting together, the first
 * one's pair wins and the others read it.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT || DEV_SUBJECT,
    };
  }
  const file = vapidPath(config.dataDir);
  const read = (): VapidKeys | undefined => {
    if (!fs.existsSync(file)) return undefined;
    const text = fs.readFileSync(file, 'utf8');
    if (text.trim() === '') return undefined;
    const stored = JSON.parse(text) as { publicKey: string; privateKey: string };
    return { ...stored, subject: config.VAPID_SUBJECT || DEV_SUBJECT };
  };
  const existing = read();
  if (existing) return existing;
  const fresh = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // Written whole to a temporary file, then linked in: readers never see half a file, and
    // link fails when another process got there first.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(fresh, null, 2), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } finally {
      fs.rmSync(temp, { force: true });
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = read();
    if (theirs) return theirs;
  }
  return { ...fresh, subject: config.VAPID_SUBJECT || DEV_SUBJECT };
}
