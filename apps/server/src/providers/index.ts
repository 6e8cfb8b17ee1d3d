import type { Config } from '../config.ts';
import { createMemoryCounters } from './counters/memory.ts';
import { createRedisCounters } from './counters/redis.ts';
import { createMsg91Sms } from './sms/msg91.ts';
import { createOutboxSms } from './sms/outbox.ts';

/** Chooses each provider once, from config (DESIGN.md section 5). */
export function createProviders(config: Config) {
  const sms =
    config.SMS_PROVIDER === 'msg91'
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
  const counters = config.REDIS_URL
    ? createRedisCounters(config.REDIS_URL, config.REDIS_KEY_PREFIX)
    : createMemoryCounters();
  return { sms, counters };
}
