import { SmsError, type SmsKind, type SmsMessage, type SmsSender } from './sms.ts';

export interface Msg91Options {
  baseUrl: string;
  authKey: string;
  senderId: string;
  /** DLT-registered template id per kind of message. */
  templates: Record<SmsKind, string>;
  timeoutMs: number;
}

/**
 * MSG91 Flow API (`POST /api/v5/flow/`): India's DLT rules require every SMS to
 * use a registered template, so we send the template id and its variables,
 * never free text.
 */
export function createMsg91Sms(options: Msg91Options): SmsSender {
  return {
    name: 'msg91',
    async send(message: SmsMessage) {
      const templateId = options.templates[message.kind];
      if (!templateId) throw new SmsError(`No MSG91 template configured for ${message.kind}`);
      let response: Response;
      try {
        response = await fetch(new URL('/api/v5/flow/', options.baseUrl), {
          method: 'POST',
          headers: {
            authkey: options.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: templateId,
            sender: options.senderId,
            short_url: '0',
            recipients: [{ mobiles: `91${message.to}`, ...message.vars }],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (cause) {
        throw new SmsError(`MSG91 unreachable: ${(cause as Error).message}`);
      }
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      if (!response.ok || body.type !== 'success') {
        throw new SmsError(
          `MSG91 refused the message (HTTP ${response.status}, ${body.message ?? 'no detail'})`,
        );
      }
    },
  };
}
