import { AppError, type TPushSubscribeRequest } from '@gharseva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { QueueDefinition } from '../../queue/queue.ts';
import {
  findNotification,
  type DeliverNotificationJob,
  type NotificationChannel,
  type Recipient,
} from '../notifications/index.ts';
import { PUSHED_TYPES, pushOptions, pushPayload } from './push-payload.ts';
import {
  deleteOwnSubscription,
  deleteSubscriptions,
  languageOf,
  markPushed,
  requestTitleSource,
  saveSubscription,
  subscriptionsOf,
} from './push.repo.ts';

/** The queue job that pushes one notification to its reader's devices. */
export const DELIVER_PUSH_JOB = 'deliver-push';

/**
 * Whether a person has a socket open to the app (any tab or device, on any process). Set by
 * the socket plugin once Socket.IO runs; until then (or in a process without it) nobody is
 * taken to be connected, so a chat message is pushed rather than lost.
 */
export type SocketPresence = (person: Recipient) => Promise<boolean>;

/** What one push run did, for its log line and the tests. */
export interface PushOutcome {
  sent: number;
  gone: number;
  skipped?: 'type' | 'connected' | 'no-subscription' | 'missing';
}

/** Browsers' push subscriptions and the push of each notification (issue 24, decision 056). */
export function createPushService(deps: AppDeps, log: FastifyBaseLogger) {
  const { db } = deps.database;
  const push = deps.push;
  const now = () => deps.clock?.() ?? new Date();
  let presence: SocketPresence = async () => false;

  async function isConnected(person: Recipient): Promise<boolean> {
    try {
      return await presence(person);
    } catch (error) {
      // A process that does not answer in time: push rather than stay silent.
      log.warn({ err: error }, 'socket presence unknown; pushing');
      return false;
    }
  }

  /** Pushes one stored notification to every subscription of its reader, if its type is pushed. */
  async function deliver(notificationId: string): Promise<PushOutcome> {
    const n = await findNotification(db, notificationId);
    if (!n) return { sent: 0, gone: 0, skipped: 'missing' };
    const reader: Recipient = { role: n.recipientRole, id: n.recipientId };
    if (!PUSHED_TYPES[reader.role].has(n.type)) return { sent: 0, gone: 0, skipped: 'type' };
    const subscriptions = await subscriptionsOf(db, reader);
    if (subscriptions.length === 0) return { sent: 0, gone: 0, skipped: 'no-subscription' };
    // A chat message reaches a reader with the app open through the socket already.
    if (n.type === 'new_message' && (await isConnected(reader))) {
      return { sent: 0, gone: 0, skipped: 'connected' };
    }
    const language = (await languageOf(db, reader)) ?? 'en';
    const request = n.serviceRequestId
      ? await requestTitleSource(db, n.serviceRequestId)
      : undefined;
    const payload = JSON.stringify(pushPayload(n, language, request));
    const options = pushOptions(n.type);
    const sent: string[] = [];
    const gone: string[] = [];
    let failure: unknown;
    for (const s of subscriptions) {
      try {
        const result = await push.send(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          payload,
          options,
        );
        (result === 'gone' ? gone : sent).push(s.id);
      } catch (error) {
        failure = error;
      }
    }
    await deleteSubscriptions(db, gone);
    await markPushed(db, sent, now());
    // A failed device is retried with the others: the tag makes the repeat replace the first.
    if (failure) throw failure;
    return { sent: sent.length, gone: gone.length };
  }

  return {
    /** The VAPID public key browsers subscribe with. */
    publicKey: () => push.publicKey,

    subscribe: (owner: Recipient, body: TPushSubscribeRequest) => saveSubscription(db, owner, body),

    /** Forgets one of the owner's own subscriptions; another account's endpoint is not found. */
    async unsubscribe(owner: Recipient, endpoint: string): Promise<void> {
      if (!(await deleteOwnSubscription(db, owner, endpoint))) {
        throw new AppError('NOT_FOUND', 'This device has no notifications to turn off.');
      }
    },

    deliver,

    /** The socket plugin tells how to find a person's open sockets across processes. */
    watchSockets(find: SocketPresence): void {
      presence = find;
    },

    /** The `deliver-push` channel of every notification (notifications module). */
    channel(): NotificationChannel {
      const definition: QueueDefinition<DeliverNotificationJob> = {
        retryLimit: 5,
        retryDelaySeconds: 30,
        expireInSeconds: 120,
        batchSize: 10,
        handler: async ({ notificationId }, job) => {
          const outcome = await deliver(notificationId);
          if (outcome.sent > 0 || outcome.gone > 0) {
            job.log.info({ notificationId, ...outcome }, 'notification pushed');
          }
        },
      };
      return { job: DELIVER_PUSH_JOB, definition };
    },
  };
}

export type PushModuleService = ReturnType<typeof createPushService>;
