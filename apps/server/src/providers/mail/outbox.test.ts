import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer, emailAttachmentsDir, emailOutboxPath } from './outbox.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('appends exactly {to, subject, text, kind, at} per mail to $DATA_DIR/email-outbox.jsonl', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-mail-'));
    dirs.push(root);
    const dataDir = path.join(root, 'not', 'yet');
    const mailer = createOutboxMailer({ dataDir });
    expect(mailer.name).toBe('outbox');
    await mailer.send({
      to: 'a@example.test',
      subject: 'Your code',
      text: '123456 is your code',
      html: '<p>123456</p>',
      kind: 'confirmation',
    });
    await mailer.send({
      to: 'b@example.test',
      subject: 'Payment received',
      text: 'Paid',
      html: '<p>Paid</p>',
      kind: 'notification',
      attachments: [
        { filename: 'receipt.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' },
      ],
    });
    expect(emailOutboxPath(dataDir)).toBe(path.join(dataDir, 'email-outbox.jsonl'));
    const lines = fs
      .readFileSync(emailOutboxPath(dataDir), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(['at', 'kind', 'subject', 'text', 'to']);
      expect(Number.isNaN(Date.parse(String(line.at)))).toBe(false);
    }
    expect(lines[0]).toMatchObject({ to: 'a@example.test', kind: 'confirmation' });
    expect(lines[1]).toMatchObject({ subject: 'Payment received', kind: 'notification' });
    const files = fs.readdirSync(emailAttachmentsDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-receipt\.pdf$/);
  });
});
