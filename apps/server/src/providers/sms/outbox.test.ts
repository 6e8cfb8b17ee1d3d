import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxSms, outboxPath } from './outbox.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-outbox-'));
  dirs.push(dir);
  return dir;
}
const readLines = (dataDir: string) =>
  fs
    .readFileSync(outboxPath(dataDir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('outbox SMS', () => {
  it('appends one JSON line {to, body, kind, at} per message to $DATA_DIR/sms-outbox.jsonl', async () => {
    const dataDir = path.join(tempDir(), 'not', 'yet', 'there');
    const sms = createOutboxSms({ dataDir });
    expect(sms.name).toBe('outbox');
    await sms.send({
      to: '9876543210',
      body: '123456 is your code',
      kind: 'otp',
      vars: { otp: '123456' },
    });
    await sms.send({ to: '9123456789', body: 'Your job is done', kind: 'alert' });
    await sms.send({ to: '9123456789', body: '654321 completes the job', kind: 'completion_otp' });

    expect(outboxPath(dataDir)).toBe(path.join(dataDir, 'sms-outbox.jsonl'));
    const raw = fs.readFileSync(outboxPath(dataDir), 'utf8');
    expect(raw.endsWith('\n')).toBe(true);
    const lines = readLines(dataDir);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(['at', 'body', 'kind', 'to']);
      expect(new Date(line.at as string).toISOString()).toBe(line.at);
    }
    expect(lines.map(({ to, body, kind }) => ({ to, body, kind }))).toEqual([
      { to: '9876543210', body: '123456 is your code', kind: 'otp' },
      { to: '9123456789', body: 'Your job is done', kind: 'alert' },
      { to: '9123456789', body: '654321 completes the job', kind: 'completion_otp' },
    ]);
  });

  it('keeps lines whole when messages are sent in parallel', async () => {
    const dataDir = tempDir();
    const sms = createOutboxSms({ dataDir });
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        sms.send({ to: '9876543210', body: `message ${i} ${'x'.repeat(200)}`, kind: 'alert' }),
      ),
    );
    const lines = readLines(dataDir);
    expect(lines).toHaveLength(25);
    expect(new Set(lines.map((l) => l.body)).size).toBe(25);
  });

  it('hands each line to onSend after writing it', async () => {
    const dataDir = tempDir();
    const seen: unknown[] = [];
    const sms = createOutboxSms({
      dataDir,
      onSend: (line) => {
        expect(readLines(dataDir).at(-1)).toEqual(line);
        seen.push(line);
      },
    });
    await sms.send({ to: '9876543210', body: 'hello', kind: 'alert' });
    expect(seen).toEqual([
      { to: '9876543210', body: 'hello', kind: 'alert', at: expect.any(String) },
    ]);
  });
});
