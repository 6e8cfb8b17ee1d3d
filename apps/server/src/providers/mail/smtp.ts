import nodemailer from 'nodemailer';
import { MailError, type Mailer, type MailMessage } from './mail.ts';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://...:465` (nodemailer's connection URL). */
  url: string;
  /** The sender: `GharSeva <no-reply@example.in>`. */
  from: string;
  timeoutMs: number;
}

/**
 * Mail through an SMTP server with nodemailer: a multipart message with its text and HTML
 * parts and any attachments. A refusal or a dead server throws MailError, so the queue job
 * that sends it is retried.
 */
export function createSmtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(mail: MailMessage) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { 'X-GharSeva-Kind': mail.kind },
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
      } catch (cause) {
        // The server's reply names the address; the log line keeps only its codes.
        const { code, responseCode } = cause as { code?: string; responseCode?: number };
        throw new MailError(`SMTP send failed: ${code ?? 'error'} ${responseCode ?? ''}`.trim());
      }
    },
  };
}
