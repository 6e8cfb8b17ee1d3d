/** What an email is for: an address's confirmation code, or a notification (DESIGN.md §12). */
export type MailKind = 'confirmation' | 'notification';

/** A file sent with an email (a payment's receipt PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part: every mail has one, for readers that show no HTML. */
  text: string;
  /** The HTML part, with the same content as `text`. */
  html: string;
  kind: MailKind;
  attachments?: MailAttachment[];
}

/** Sends an email or throws; business code never knows which adapter runs. */
export interface Mailer {
  readonly name: string;
  send(mail: MailMessage): Promise<void>;
}

export class MailError extends Error {
  override readonly name = 'MailError';
}
