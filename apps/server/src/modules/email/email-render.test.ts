import { describe, expect, it } from 'vitest';
import { confirmationEmail, escapeHtml, notificationEmail } from './email-render.ts';
import { notificationLink } from './email-links.ts';

describe('email parts', () => {
  it('escapes every value in the HTML part and keeps the text part plain', () => {
    const mail = notificationEmail({
      language: 'en',
      name: 'Asha <b>Rao</b>',
      message: 'New message from "Ravi" & co: <script>alert(1)</script>',
      link: 'https://gharseva.test/user/messages/1?a=1&b="2"',
      receiptAttached: false,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Rao</b>');
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain(
      'href="https://gharseva.test/user/messages/1?a=1&amp;b=&quot;2&quot;"',
    );
    expect(mail.text).toContain('Hello Asha <b>Rao</b>,');
    expect(mail.subject).toBe('GharSeva: New message from "Ravi" & co: <script>alert(1)</script>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('writes the language and its direction, and cuts a long subject', () => {
    const urdu = notificationEmail({
      language: 'ur',
      name: 'Zoya',
      message: 'x'.repeat(300),
      link: 'https://gharseva.test/user/notifications',
      receiptAttached: true,
    });
    expect(urdu.html).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.subject.length).toBe(120);
    expect(urdu.subject.endsWith('…')).toBe(true);
    expect(urdu.text).toContain('آپ کی رسید اس ای میل کے ساتھ منسلک ہے۔');
    const hindi = confirmationEmail({
      language: 'hi',
      name: 'सुनीता',
      code: '123456',
      link: 'https://gharseva.test/email/confirm#abc',
    });
    expect(hindi.html).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.subject).toBe('आपका GharSeva ईमेल कोड: 123456');
    expect(hindi.text.split('\n')).toContain('123456');
  });

  it('links each notification to its page', () => {
    const base = 'https://gharseva.test';
    const job = { params: {}, serviceRequestId: 'j1' };
    expect(notificationLink(base, 'user', { ...job, template: 'quoteProvided' })).toBe(
      'https://gharseva.test/user/inprogress#request-j1',
    );
    expect(notificationLink(base, 'user', { ...job, template: 'serviceCompleted' })).toBe(
      'https://gharseva.test/review/j1',
    );
    expect(notificationLink(base, 'repairer', { ...job, template: 'newJobNear' })).toBe(
      'https://gharseva.test/repairer/dashboard#request-j1',
    );
    expect(
      notificationLink(base, 'repairer', {
        template: 'newMessage',
        params: { conversationId: 'c9' },
        serviceRequestId: 'j1',
      }),
    ).toBe('https://gharseva.test/repairer/messages/c9');
    expect(
      notificationLink(base, 'repairer', {
        template: 'verificationApproved',
        params: {},
        serviceRequestId: null,
      }),
    ).toBe('https://gharseva.test/repairer/dashboard');
    expect(
      notificationLink(base, 'user', { template: null, params: {}, serviceRequestId: null }),
    ).toBe('https://gharseva.test/user/notifications');
  });
});
