import { directionOf, emailText } from './email-texts.ts';

/** An email's two parts and its subject. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML: a name or a title a person wrote never becomes markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * One page of HTML around the blocks: a single column at most 560 px wide, the language and
 * direction declared, inline styles only (mail readers drop style sheets), text at least 16 px
 * with a contrast above 7:1, and the link a real `<a>` with its own words.
 */
function page(language: string, title: string, blocks: string[], footer?: string): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}" dir="${directionOf(language)}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f5;">',
    '<div role="article" aria-roledescription="email" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#18181b;">',
    '<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#9a3412;">GharSeva</p>',
    '<div style="background:#ffffff;border-radius:8px;padding:24px;">',
    ...blocks,
    '</div>',
    ...(footer
      ? [`<p style="margin:16px 0 0;font-size:14px;color:#3f3f46;">${escapeHtml(footer)}</p>`]
      : []),
    '</div></body></html>',
  ].join('\n');
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a></p>`;

/** The mail with an address's confirmation code and link. */
export function confirmationEmail(input: {
  language: string;
  name: string;
  code: string;
  link: string;
}): RenderedEmail {
  const { language: lang } = input;
  const subject = emailText(lang, 'confirmSubject', { code: input.code });
  const greeting = emailText(lang, 'greeting', { name: input.name });
  const intro = emailText(lang, 'confirmIntro');
  const or = emailText(lang, 'confirmOr');
  const expiry = emailText(lang, 'confirmExpiry');
  const text = [greeting, '', intro, '', input.code, '', or, input.link, '', expiry].join('\n');
  const html = page(lang, subject, [
    paragraph(greeting),
    paragraph(intro),
    `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;">${escapeHtml(input.code)}</p>`,
    paragraph(or),
    button(input.link, emailText(lang, 'confirmButton')),
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all;">${escapeHtml(input.link)}</p>`,
    paragraph(expiry),
  ]);
  return { subject, text, html };
}

/** Longest subject kept: mail readers cut there anyway. */
const SUBJECT_MAX = 120;

/** The mail of one notification: its sentence, a link to its page, and the receipt line. */
export function notificationEmail(input: {
  language: string;
  name: string;
  message: string;
  link: string;
  receiptAttached: boolean;
}): RenderedEmail {
  const { language: lang } = input;
  const oneLine = input.message.replace(/\s+/g, ' ').trim();
  const subject =
    `GharSeva: ${oneLine}`.length > SUBJECT_MAX
      ? `GharSeva: ${oneLine}`.slice(0, SUBJECT_MAX - 1).trimEnd() + '…'
      : `GharSeva: ${oneLine}`;
  const greeting = emailText(lang, 'greeting', { name: input.name });
  const open = emailText(lang, 'openButton');
  const receipt = input.receiptAttached ? emailText(lang, 'receiptAttached') : null;
  const footer = emailText(lang, 'footer');
  const text = [
    greeting,
    '',
    input.message,
    ...(receipt ? ['', receipt] : []),
    '',
    `${open}: ${input.link}`,
    '',
    '--',
    footer,
  ].join('\n');
  const html = page(
    lang,
    subject,
    [
      paragraph(greeting),
      paragraph(input.message),
      ...(receipt ? [paragraph(receipt)] : []),
      button(input.link, open),
    ],
    footer,
  );
  return { subject, text, html };
}
