import fs from 'node:fs/promises';
import path from 'node:path';
import type { SmsMessage, SmsSender } from './sms.ts';

/**
 * Local SMS: one JSON line `{to, body, kind, at}` per message appended to
 * `$DATA_DIR/sms-outbox.jsonl`; `onSend` lets development print it to the console.
 */
export function createOutboxSms(options: {
  dataDir: string;
  onSend?: (line: { to: string; body: string; kind: string; at: string }) => void;
}): SmsSender {
  const file = path.join(options.dataDir, 'sms-outbox.jsonl');
  let ready: Promise<unknown> | undefined;
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      ready ??= fs.mkdir(options.dataDir, { recursive: true });
      await ready;
      const line = {
        to: message.to,
        body: message.body,
        kind: message.kind,
        at: new Date().toISOString(),
      };
      await fs.appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
      options.onSend?.(line);
    },
  };
}

export function outboxPath(dataDir: string): string {
  return path.join(dataDir, 'sms-outbox.jsonl');
}
