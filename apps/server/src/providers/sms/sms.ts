/** What an SMS is for; decides the DLT template of the real gateway. */
export type SmsKind = 'otp' | 'completion_otp' | 'alert';

export interface SmsMessage {
  /** 10 national digits. */
  to: string;
  body: string;
  kind: SmsKind;
  /** Template variables for gateways that send by DLT template (the code for OTPs). */
  vars?: Record<string, string>;
}

/** Sends an SMS or throws; business code never knows which adapter runs. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {
  override readonly name = 'SmsError';
}
