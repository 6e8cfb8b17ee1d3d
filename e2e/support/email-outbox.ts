import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** One line of `$DATA_DIR/email-outbox.jsonl` (DESIGN.md section 12). */
export interface EmailLine {
  to: string;
  subject: string;
  text: string;
  kind: string;
  at: string;
}

function lines(): EmailLine[] {
  const file = path.join(inject('dataDir'), 'email-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as EmailLine);
}

/** Every email to `address` so far, oldest first. */
export function emailsTo(address: string): EmailLine[] {
  return lines().filter((l) => l.to === address);
}

/** The newest email to `address` that `matches`, waiting for it to be written. */
export async function emailTo(
  address: string,
  matches: (line: EmailLine) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<EmailLine> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = emailsTo(address).filter(matches).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email to ${address}`);
}

/** The code and the link's path of the newest confirmation email to `address`. */
export async function confirmationSentTo(
  address: string,
): Promise<{ code: string; linkPath: string; line: EmailLine }> {
  const line = await emailTo(address, (l) => l.kind === 'confirmation');
  const code = line.text.match(/^(\d{6})$/m)?.[1];
  const link = line.text.match(/https?:\/\/\S+\/email\/confirm#[\w-]+/)?.[0];
  if (!code || !link) throw new Error(`no code or link in the email to ${address}`);
  const url = new URL(link);
  return { code, linkPath: `${url.pathname}${url.hash}`, line };
}

let counter = 0;
/** A fresh address for each call in this run. */
export function freshEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.test`;
}
