import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailError } from './mail.ts';
import { createSmtpMailer } from './smtp.ts';

/** A local SMTP server that keeps every message it is given, parsed. */
let server: SMTPServer;
let port: number;
const received: { from: string; to: string[]; mail: ParsedMail }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) {
        callback(new Error('mailbox unavailable'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP mailer', () => {
  it('sends the text and HTML parts and the attachment to the SMTP server', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'GharSeva <no-reply@gharseva.test>',
      timeoutMs: 5000,
    });
    expect(mailer.name).toBe('smtp');
    const pdf = Buffer.from('%PDF-1.4 receipt bytes');
    await mailer.send({
      to: 'meera@example.test',
      subject: 'आपका भुगतान मिल गया',
      text: 'भुगतान ₹1,500 मिल गया।',
      html: '<p>भुगतान <strong>₹1,500</strong> मिल गया।</p>',
      kind: 'notification',
      attachments: [{ filename: 'receipt-1.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(received).toHaveLength(1);
    const [{ from, to, mail }] = received as [(typeof received)[number]];
    expect(from).toBe('no-reply@gharseva.test');
    expect(to).toEqual(['meera@example.test']);
    expect(mail.subject).toBe('आपका भुगतान मिल गया');
    expect(mail.text?.trim()).toBe('भुगतान ₹1,500 मिल गया।');
    expect(mail.html).toContain('<strong>₹1,500</strong>');
    expect(mail.headers.get('x-gharseva-kind')).toBe('notification');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('receipt-1.pdf');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
  });

  it('throws MailError when the server refuses the address or cannot be reached', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@gharseva.test',
      timeoutMs: 5000,
    });
    const mail = {
      to: 'nobody@refused.test',
      subject: 's',
      text: 't',
      html: '<p>t</p>',
      kind: 'notification' as const,
    };
    const refused = await mailer.send(mail).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MailError);
    expect(String((refused as Error).message)).not.toContain('nobody@refused.test');

    const closed = createSmtpMailer({
      url: 'smtp://127.0.0.1:1',
      from: 'a@b.test',
      timeoutMs: 500,
    });
    await expect(closed.send({ ...mail, to: 'x@example.test' })).rejects.toBeInstanceOf(MailError);
  });
});
