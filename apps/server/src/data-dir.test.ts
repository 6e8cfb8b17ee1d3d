import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { prepareDataDir, usesDataDir } from './data-dir.ts';

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

  it('names the folder and the system reason when it cannot be created', () => {
    const file = path.join(tempDir(), 'file');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'data');
    expect(() => prepareDataDir(dir)).toThrow(`DATA_DIR ${dir} cannot be created: ENOTDIR`);
  });
});

describe('usesDataDir', () => {
  const everythingElsewhere = {
    DATABASE_URL: 'postgres://db.example/gharseva',
    SMS_PROVIDER: 'msg91',
    OTP_PEPPER: 'p',
    AADHAAR_ENCRYPTION_KEY: 'k',
    ADMIN_SIGNUP_SECRET: 's',
  };

  it('is false only when the database, the SMS and every secret live elsewhere', () => {
    expect(usesDataDir(loadConfig(everythingElsewhere))).toBe(false);
    for (const key of Object.keys(everythingElsewhere)) {
      expect(usesDataDir(loadConfig({ ...everythingElsewhere, [key]: '' })), key).toBe(true);
    }
  });
});
