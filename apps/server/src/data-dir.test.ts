import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { prepareDataDir, restrictToOwner, usesDataDir } from './data-dir.ts';

const folders: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-data-dir-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('prepareDataDir', () => {
  it('creates the folder with its parents and leaves no probe behind', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    prepareDataDir(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
    prepareDataDir(dir);
  });

  it('makes the folder 0700, new or left looser by an earlier version', () => {
    const fresh = path.join(tempDir(), 'fresh');
    prepareDataDir(fresh);
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
    const old = tempDir();
    fs.chmodSync(old, 0o755);
    prepareDataDir(old);
    expect(fs.statSync(old).mode & 0o777).toBe(0o700);
  });

  it('names the folder and the system reason when it cannot be created', () => {
    const file = path.join(tempDir(), 'file');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'data');
    expect(() => prepareDataDir(dir)).toThrow(`DATA_DIR ${dir} cannot be created: ENOTDIR`);
  });
});

describe('restrictToOwner', () => {
  it('removes group and other bits from every file and folder, and follows no link', () => {
    const dir = tempDir();
    const outside = path.join(tempDir(), 'outside.txt');
    fs.writeFileSync(outside, '');
    fs.chmodSync(outside, 0o644);
    fs.mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true });
    const modes: Record<string, number> = {
      '.': 0o755,
      pglite: 0o777,
      'pglite/base': 0o750,
      'pglite/base/1259': 0o666,
      'sms-outbox.jsonl': 0o644,
      'secrets.json': 0o600,
      'run.sh': 0o755,
    };
    for (const [name, mode] of Object.entries(modes)) {
      const entry = path.join(dir, name);
      if (!fs.existsSync(entry)) fs.writeFileSync(entry, '');
      fs.chmodSync(entry, mode);
    }
    fs.symlinkSync(outside, path.join(dir, 'link'));

    expect(restrictToOwner(dir)).toBe(6);
    const after = Object.fromEntries(
      Object.keys(modes).map((name) => [name, fs.statSync(path.join(dir, name)).mode & 0o777]),
    );
    expect(after).toEqual({
      '.': 0o700,
      pglite: 0o700,
      'pglite/base': 0o700,
      'pglite/base/1259': 0o600,
      'sms-outbox.jsonl': 0o600,
      'secrets.json': 0o600,
      'run.sh': 0o700,
    });
    expect(fs.statSync(outside).mode & 0o777).toBe(0o644);
    expect(restrictToOwner(dir)).toBe(0);
  });
});

describe('usesDataDir', () => {
  const everythingElsewhere = {
    DATABASE_URL: 'postgres://db.example/gharseva',
    SMS_PROVIDER: 'msg91',
    OTP_PEPPER: 'p',
    AADHAAR_ENCRYPTION_KEY: 'k',
    ADMIN_SIGNUP_SECRET: 's',
    VAPID_PUBLIC_KEY: 'BPublic',
    VAPID_PRIVATE_KEY: 'private',
  };

  it('is false only when the database, the SMS and every secret live elsewhere', () => {
    expect(usesDataDir(loadConfig(everythingElsewhere))).toBe(false);
    for (const key of Object.keys(everythingElsewhere)) {
      expect(usesDataDir(loadConfig({ ...everythingElsewhere, [key]: '' })), key).toBe(true);
    }
  });
});
