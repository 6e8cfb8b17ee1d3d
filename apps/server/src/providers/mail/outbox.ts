import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mail.ts';

/** One line of the email outbox (DESIGN.md section 12). */
export interface EmailOutboxLine {
  to: string;
  subject: string;
  text: string;
  kind: string;
  at: string;
}

/**
 * Local email: one JSON line `{to, subject, text, kind, at}` per mail appended to
 * `$DATA_DIR/email-outbox.jsonl`. The HTML part and attachments are not kept there (the line
 * shape is pinned); an attachment is written beside it under `email-attachments/`, named by
 * the mail's time and its own name, so development can open a mailed receipt.
 */
export function createOutboxMailer(options: {
  dataDir: string;
  onSend?: (line: EmailOutboxLine) => void;
}): Mailer {
  const file = emailOutboxPath(options.dataDir);
  let ready: Promise<unknown> | undefined;
  return {
    name: 'outbox',
    async send(mail: MailMessage) {
      ready ??= fs.mkdir(options.dataDir, { recursive: true });
      await ready;
      const at = new Date().toISOString();
      if (mail.attachments?.length) {
        const dir = emailAttachmentsDir(options.dataDir);
        await fs.mkdir(dir, { recursive: true });
        for (const file of mail.attachments) {
          const name = `${at.replace(/[:.]/g, '-')}-${path.basename(file.filename)}`;
          await fs.writeFile(path.join(dir, name), file.content);
        }
      }
      const line: EmailOutboxLine = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        kind: mail.kind,
        at,
      };
      await fs.appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
      options.onSend?.(line);
    },
  };
}

export function emailOutboxPath(dataDir: string): string {
  return path.join(dataDir, 'email-outbox.jsonl');
}

/** Where the outbox keeps the files mailed with its lines. */
export function emailAttachmentsDir(dataDir: string): string {
  return path.join(dataDir, 'email-attachments');
}
