import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

interface OutboxLine {
  to: string;
  body: string;
  kind: string;
  at: string;
}

function lines(): OutboxLine[] {
  const file = path.join(inject('dataDir'), 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

/** The 6-digit code of the newest SMS to `phone`, waiting briefly for it to be written. */
export async function codeSentTo(phone: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = lines()
      .filter((l) => l.to === phone)
      .at(-1)
      ?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${phone}`);
}

let counter = 0;
/** A fresh mobile number for each call in this run. */
export function freshPhone(): string {
  counter += 1;
  const tail = String((Date.now() % 10_000_000) * 10 + counter)
    .padStart(8, '0')
    .slice(-8);
  return `7${counter % 10}${tail}`;
}
