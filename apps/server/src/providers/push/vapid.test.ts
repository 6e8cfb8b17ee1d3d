import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { resolveVapidKeys, vapidPath } from './vapid.ts';

const folders: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-vapid-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('resolveVapidKeys', () => {
  it('generates a pair once into DATA_DIR, readable by its owner only, and keeps it', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() });
    const first = resolveVapidKeys(config);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toMatch(/^mailto:/);
    const file = vapidPath(config.dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // A restart, or another process on the same folder, signs with the same pair.
    expect(resolveVapidKeys(config)).toEqual(first);
    expect(fs.readdirSync(config.dataDir)).toEqual(['vapid.json']);
  });

  it('uses the configured pair and subject, and writes nothing', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: 'BPublic',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'https://gharseva.example',
    });
    expect(resolveVapidKeys(config)).toEqual({
      publicKey: 'BPublic',
      privateKey: 'private',
      subject: 'https://gharseva.example',
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
