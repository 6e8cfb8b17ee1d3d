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

/**
 * The 6-digit code of the newest SMS to `phone` (of that `kind` when given:
 * `otp` for sign-up codes, `completion_otp` for job completion codes),
 * waiting briefly for it to be written.
 */
export async function codeSentTo(
  phone: string,
  options: { kind?: 'otp' | 'completion_otp'; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  while (Date.now() < deadline) {
    const code = lines()
      .filter((l) => l.to === phone && (!options.kind || l.kind === options.kind))
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

/** How many SMS of `kind` have gone to `phone` so far (to check that none was sent). */
export function smsCount(phone: string, kind: 'otp' | 'completion_otp' | 'alert'): number {
  return lines().filter((l) => l.to === phone && l.kind === kind).length;
}

/** Every SMS sent to `phone` so far, oldest first. */
export function smsSentTo(phone: string): OutboxLine[] {
  return lines().filter((l) => l.to === phone);
}
