import { addDays, todayInIndia } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { tell } from '../notifications/index.ts';
import { dueReminder, reminderParams, slotKey, type ReminderKind } from './due.ts';
import {
  claimReminder,
  findReminderCandidates,
  lockVisit,
  REMINDED_STATUSES,
  sentReminders,
} from './reminders.repo.ts';

/** The queue's job that sends the visit reminders due now: each minute, and on demand in tests. */
export const REMINDER_SCAN_JOB = 'visit-reminders';

/** The data of a scan job: `at` (ISO) scans as at that moment instead of the app's clock. */
export interface ReminderScanJob {
  at?: string;
}

/** A reminder a scan sent: its request, kind and slot, as `reminder_deliveries` keeps it. */
export interface SentReminder {
  serviceRequestId: string;
  kind: ReminderKind;
  slot: string;
}

const TEMPLATE = { evening: 'visitReminderEvening', soon: 'visitReminderSoon' } as const;

/**
 * The visit reminders (issue 24, decision 057): the evening before and the hour before a
 * visit, to the customer and the assigned repairer, each an in-app notification (delivered
 * by push and email by their channels) and an SMS in the person's language.
 */
export function createRemindersService(
  { database, clock = () => new Date() }: AppDeps,
  { queue }: { queue: JobQueue },
) {
  const db = database.db;

  /**
   * Sends one reminder in one transaction, under a lock on the request: only when the visit
   * is still in a reminded status, on the same slot and with a repairer, and only when its
   * delivery row is new. Another process's scan waits for the lock, then finds the row.
   */
  async function send(
    requestId: string,
    kind: ReminderKind,
    date: string,
    slot: Parameters<typeof slotKey>[1],
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const visit = await lockVisit(tx, requestId);
      if (
        !visit?.repairerId ||
        !(REMINDED_STATUSES as readonly string[]).includes(visit.status) ||
        visit.preferredDate !== date ||
        visit.preferredTime !== slot
      ) {
        return false;
      }
      if (!(await claimReminder(tx, requestId, kind, slotKey(date, slot)))) return false;
      const text = {
        template: TEMPLATE[kind],
        params: { title: visit.title, ...reminderParams(date, slot) },
      };
      const options = { serviceRequestId: requestId, sms: 'reminder' as const };
      await tell(tx, queue, { role: 'user', id: visit.userId }, 'system_update', text, options);
      await tell(
        tx,
        queue,
        { role: 'repairer', id: visit.repairerId },
        'system_update',
        text,
        options,
      );
      return true;
    });
  }

  return {
    /**
     * Sends every reminder due at `now` (the app's clock by default) that has not gone yet;
     * answers the ones this run sent. Reads only today's and tomorrow's visits; safe to run in
     * several processes at once and to repeat.
     */
    async scan(now: Date = clock()): Promise<SentReminder[]> {
      const today = todayInIndia(now);
      const candidates = await findReminderCandidates(db, [today, addDays(today, 1)]);
      const due = candidates.flatMap((c) => {
        const kind = dueReminder(c, now);
        return kind ? [{ ...c, kind }] : [];
      });
      const sent = await sentReminders(
        db,
        due.map((d) => d.id),
      );
      const done: SentReminder[] = [];
      for (const d of due) {
        const slot = slotKey(d.preferredDate, d.preferredTime);
        if (sent.has(`${d.id} ${d.kind} ${slot}`)) continue;
        if (await send(d.id, d.kind, d.preferredDate, d.preferredTime)) {
          done.push({ serviceRequestId: d.id, kind: d.kind, slot });
        }
      }
      return done;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
