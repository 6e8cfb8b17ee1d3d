import fs from 'node:fs';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { CounterStore } from './counters/counters.ts';
import { createMemoryCounters } from './counters/memory.ts';
import { createRedisCounters } from './counters/redis.ts';
import type { Mailer } from './mail/mail.ts';
import { createOutboxMailer } from './mail/outbox.ts';
import { createSmtpMailer } from './mail/smtp.ts';
import { createMsg91Sms } from './sms/msg91.ts';
import { createOutboxSms } from './sms/outbox.ts';
import type { SmsSender } from './sms/sms.ts';
import { createFakeGateway, type FakeGateway } from './payments/fake.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { createRazorpayGateway } from './payments/razorpay.ts';
import type { PayoutProvider } from './payouts/payouts.ts';
import type { PushService } from './push/push.ts';
import { resolveVapidKeys } from './push/vapid.ts';
import { createWebPushService } from './push/web-push.ts';
import { createRazorpayXPayouts } from './payouts/razorpayx.ts';
import { createSimulatedPayouts } from './payouts/simulated.ts';

/** Where the fake gateway's Checkout script is served (payments module). */
export const FAKE_CHECKOUT_SCRIPT_PATH = '/api/payments/fake/checkout.js';

/** The payment gateway of PAYMENT_PROVIDER. */
export function createPaymentGateway(
  config: Config,
  database: Database,
): PaymentGateway | FakeGateway {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
      checkoutScriptUrl: config.RAZORPAY_CHECKOUT_URL,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
    });
  }
  return createFakeGateway({
    db: database.db,
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    checkoutScriptUrl: FAKE_CHECKOUT_SCRIPT_PATH,
  });
}

/** The payout provider of PAYOUT_PROVIDER. */
export function createPayoutProvider(config: Config): PayoutProvider {
  return config.PAYOUT_PROVIDER === 'razorpayx'
    ? createRazorpayXPayouts({
        apiUrl: config.RAZORPAY_API_URL,
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET,
        accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER,
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      })
    : createSimulatedPayouts();
}

/** The SMS sender of SMS_PROVIDER (the outbox file, echoed to the console in development). */
export function createSmsSender(config: Config): SmsSender {
  return config.SMS_PROVIDER === 'msg91'
    ? createMsg91Sms({
        baseUrl: config.MSG91_BASE_URL,
        authKey: config.MSG91_AUTH_KEY,
        senderId: config.MSG91_SENDER_ID,
        templates: {
          otp: config.MSG91_TEMPLATE_OTP,
          completion_otp: config.MSG91_TEMPLATE_COMPLETION_OTP,
          alert: config.MSG91_TEMPLATE_ALERT,
        },
        timeoutMs: config.SMS_TIMEOUT_MS,
      })
    : createOutboxSms({
        dataDir: config.dataDir,
        ...(config.NODE_ENV === 'development'
          ? { onSend: (line) => console.log(`[SMS to ${line.to}] ${line.body}`) }
          : {}),
      });
}

/** The mailer of MAIL_PROVIDER (the outbox file, its subject echoed to the console in development). */
export function createMailer(config: Config): Mailer {
  return config.MAIL_PROVIDER === 'smtp'
    ? createSmtpMailer({
        url: config.SMTP_URL,
        from: config.MAIL_FROM,
        timeoutMs: config.MAIL_TIMEOUT_MS,
      })
    : createOutboxMailer({
        dataDir: config.dataDir,
        ...(config.NODE_ENV === 'development'
          ? { onSend: (line) => console.log(`[Email to ${line.to}] ${line.subject}`) }
          : {}),
      });
}

/** The rate-limit counters: in Redis when REDIS_URL is set (shared by every process). */
export function createCounterStore(config: Config): CounterStore {
  return config.REDIS_URL
    ? createRedisCounters(config.REDIS_URL, config.REDIS_KEY_PREFIX)
    : createMemoryCounters();
}

/** Web push with the VAPID keys of config (generated under DATA_DIR outside production). */
export function createPushService(config: Config): PushService {
  return createWebPushService({
    vapid: resolveVapidKeys(config),
    timeoutMs: config.PUSH_TIMEOUT_MS,
    ...(config.PUSH_CA_FILE ? { ca: fs.readFileSync(config.PUSH_CA_FILE, 'utf8') } : {}),
  });
}
