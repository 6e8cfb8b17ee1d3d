import {
  AppError,
  isSearchCategory,
  mainCategoriesFor,
  repairerMayWork,
  rupeesToPaise,
  searchCategoryServes,
  TRANSITIONS,
  type RequestAction,
  type RequestStatus,
  type TAssignedJob,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { issueCompletionCode } from '../completion/index.ts';
import { conversationIdsByRequest, openConversation } from '../conversations/index.ts';
import { haversineKm } from '../geo/index.ts';
import { titleIn, notify, smsText } from '../notifications/index.ts';
import { payoutsOfJobs } from '../payouts/index.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { transition, tryTransition, type TransitionOptions } from '../request-status/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  countActiveJobs,
  findAssignedJob,
  findOpenRequestsNear,
  findRepairerWithServices,
  findRequestById,
  listAssignedJobs,
  lockRepairer,
} from './jobs.repo.ts';
import { jobLeftBoard } from '../realtime/index.ts';
import { toAssignedJob, toJobPayout, toNearbyJob } from './jobs.view.ts';
import type { JobQueue } from '../../queue/queue.ts';

type Repairer = NonNullable<Awaited<ReturnType<typeof findRepairerWithServices>>>;

const serves = (repairer: Repairer, r: { serviceType: string; category: string | null }) =>
  repairer.categories.some(
    (c) => isSearchCategory(c) && searchCategoryServes(c, r.serviceType, r.category ?? undefined),
  );

/** Where the completion code may be sent from: work started, or a code already out. */
const CODE_FROM: readonly RequestStatus[] = TRANSITIONS.send_completion_otp.from;

const pointOf = (repairer: Repairer) =>
  repairer.latitude === null || repairer.longitude === null
    ? null
    : { latitude: repairer.latitude, longitude: repairer.longitude };

/** The repairer's side of jobs: nearby list, accept, quote, start, completion code. */
export function createJobsService(
  { database, sms, config, secrets, counters }: AppDeps,
  { queue }: { queue: JobQueue },
) {
  const { db } = database;

  async function repairerOf(repairerId: string) {
    const repairer = await findRepairerWithServices(db, repairerId);
    if (!repairer) throw new AppError('UNAUTHENTICATED');
    return repairer;
  }

  const mayWork = (repairer: Pick<Repairer, 'verificationStatus'>) =>
    repairerMayWork(config.REPAIRER_VERIFICATION, repairer.verificationStatus);

  /** A repairer the platform has not verified takes no work (DESIGN.md section 12). */
  async function verifiedRepairer(repairerId: string) {
    const repairer = await repairerOf(repairerId);
    if (!mayWork(repairer)) throw new AppError('REPAIRER_NOT_VERIFIED');
    return repairer;
  }

  /**
   * The repairer's view of these jobs: each with its conversation and, when finished, where
   * its payout is. Two queries for the whole list, whatever its length (no query per job).
   */
  async function withConversationAndPayout(
    repairerId: string,
    jobs: Awaited<ReturnType<typeof listAssignedJobs>>,
  ): Promise<TAssignedJob[]> {
    const ids = jobs.map((j) => j.request.id);
    const [conversations, payouts] = await Promise.all([
      conversationIdsByRequest(db, ids),
      payoutsOfJobs(db, repairerId, ids),
    ]);
    return jobs.map((j) =>
      toAssignedJob(
        j,
        conversations.get(j.request.id) ?? null,
        toJobPayout(j.request.status, payouts.get(j.request.id)),
      ),
    );
  }

  async function assigned(repairerId: string, id: string): Promise<TAssignedJob> {
    const job = await findAssignedJob(db, repairerId, id);
    if (!job) throw new AppError('JOB_NOT_FOUND');
    const [view] = await withConversationAndPayout(repairerId, [job]);
    return view!;
  }

  /** A job this repairer holds, moved by `action`, or the reason it cannot be. */
  function moveJob(
    tx: DbOrTx,
    repairerId: string,
    id: string,
    action: RequestAction,
    options: Pick<TransitionOptions, 'set' | 'event'> = {},
  ) {
    return transition(
      tx,
      id,
      action,
      { role: 'repairer', id: repairerId },
      {
        ...options,
        refusal: (current) =>
          !current || current.repairerId !== repairerId || current.status === 'requested'
            ? new AppError('JOB_NOT_FOUND')
            : new AppError(
                'INVALID_STATUS_TRANSITION',
                `This job is ${current.status.replace(/_/g, ' ')}; that step is not possible now.`,
              ),
      },
    );
  }

  /** Why a repairer may not take this job, as the accept-job table of SPEC.md section 8 names it. */
  async function refusal(repairer: Repairer, id: string): Promise<AppError> {
    const job = await findRequestById(db, id);
    if (!job) return new AppError('JOB_NOT_FOUND');
    if (job.repairerId === repairer.id && job.status !== 'requested') {
      return new AppError('JOB_ALREADY_ACCEPTED_BY_YOU');
    }
    if (job.status === 'cancelled') return new AppError('JOB_CANCELLED');
    if (job.status !== 'requested') return new AppError('JOB_ALREADY_ASSIGNED');
    if (job.targeted && job.repairerId !== repairer.id) {
      return new AppError('UNAUTHORIZED', 'You are not authorized to accept this job.');
    }
    return new AppError('JOB_ALREADY_ASSIGNED');
  }

  return {
    async nearby(repairerId: string) {
      const repairer = await repairerOf(repairerId);
      const point = pointOf(repairer);
      // Until verified he sees no customer's job, as he hears of none.
      if (!point || !mayWork(repairer)) return [];
      const mainCategories = [
        ...new Set(repairer.categories.filter(isSearchCategory).flatMap(mainCategoriesFor)),
      ];
      const rows = await findOpenRequestsNear(db, {
        repairerId,
        point,
        radiusKm: repairer.serviceRadiusKm,
        mainCategories,
      });
      return rows
        .filter((r) => serves(repairer, r.request))
        .map((r) => toNearbyJob(r.request, Number(r.distanceKm)));
    },

    async assignedJobs(repairerId: string): Promise<TAssignedJob[]> {
      return withConversationAndPayout(repairerId, await listAssignedJobs(db, repairerId));
    },

    get: assigned,

    /**
     * Accepts a waiting job (DESIGN.md section 3): the repairer's row is locked
     * so the active-job count cannot race, and the job is taken by one
     * conditional update, so of racing repairers exactly one wins.
     */
    async accept(repairerId: string, id: string) {
      const repairer = await verifiedRepairer(repairerId);
      const job = await findRequestById(db, id);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      if (job.status === 'requested') {
        const point = pointOf(repairer);
        const inRange =
          point !== null && haversineKm(point, job) <= repairer.serviceRadiusKm + 0.05;
        const sentToMe = job.targeted && job.repairerId === repairerId;
        if (!sentToMe && (!serves(repairer, job) || !inRange)) {
          throw new AppError('UNAUTHORIZED', 'You are not authorized to accept this job.');
        }
      }
      const claimed = await db.transaction(async (tx) => {
        await lockRepairer(tx, repairerId);
        const row = await tryTransition(
          tx,
          id,
          'accept_request_for_quote',
          { role: 'repairer', id: repairerId },
          { set: { assignedAt: new Date() }, event: { repairerName: repairer.fullname } },
        );
        if (!row) return undefined;
        if ((await countActiveJobs(tx, repairerId)) > config.MAX_ACTIVE_JOBS) {
          throw new AppError(
            'MAX_JOBS_REACHED',
            `You already have ${config.MAX_ACTIVE_JOBS} active jobs. Finish one before accepting another.`,
          );
        }
        const conversationId = await openConversation(tx, {
          serviceRequestId: id,
          userId: row.userId,
          repairerId,
        });
        await jobLeftBoard(tx, id, 'taken');
        await notify(
          tx,
          queue,
          { role: 'user', id: row.userId },
          'job_accepted',
          { template: 'jobAccepted', params: { name: repairer.fullname, title: row.title } },
          id,
        );
        return { row, conversationId };
      });
      if (!claimed) throw await refusal(repairer, id);
      const data = await assigned(repairerId, id);
      try {
        const language = await readerLanguage(db, { role: 'user', id: claimed.row.userId });
        await sms.send({
          to: data.customer.phone,
          kind: 'alert',
          body: smsText(language, 'jobAccepted', {
            name: repairer.fullname,
            title: titleIn(language, data),
          }),
        });
      } catch {
        throw new AppError('FAILED_SEND_SMS');
      }
      return { data, conversationId: claimed.conversationId };
    },

    async startWork(repairerId: string, id: string) {
      await db.transaction(async (tx) => {
        const row = await moveJob(tx, repairerId, id, 'start_work');
        await notify(
          tx,
          queue,
          { role: 'user', id: row.userId },
          'job_in_progress',
          { template: 'jobInProgress', params: { title: row.title } },
          id,
        );
      });
      return assigned(repairerId, id);
    },

    async quote(repairerId: string, id: string, rupees: number) {
      await verifiedRepairer(repairerId);
      const paise = rupeesToPaise(rupees);
      await db.transaction(async (tx) => {
        const row = await moveJob(tx, repairerId, id, 'quote', {
          set: { quotePaise: paise },
          event: { amountPaise: paise },
        });
        await notify(
          tx,
          queue,
          { role: 'user', id: row.userId },
          'quote_provided',
          { template: 'quoteProvided', params: { title: row.title, amountPaise: paise } },
          id,
        );
      });
      return assigned(repairerId, id);
    },

    /**
     * 'Confirm Completion & Send OTP' and 'Resend OTP': a fresh code by SMS to
     * the customer; in_progress moves to pending_otp (decision 037: work must
     * have started, so an accepted job is refused).
     */
    async sendCompletionCode(repairerId: string, id: string) {
      // Whose job it is before the cool-down: another repairer gets the answer of any job not
      // theirs, never OTP_RESEND_TOO_SOON (it would tell them a code was just sent), and their
      // calls never claim or clear the owner's cool-down. The move below checks again.
      const mine = await findAssignedJob(db, repairerId, id);
      if (!mine) throw new AppError('JOB_NOT_FOUND');
      // A job not yet started is refused before the cool-down is claimed: nothing is written.
      if (!CODE_FROM.includes(mine.request.status)) {
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          mine.request.status === 'accepted'
            ? 'Start the work before sending the completion code.'
            : `This job is ${mine.request.status.replace(/_/g, ' ')}; that step is not possible now.`,
        );
      }
      const cooldownKey = `completion:cooldown:${id}`;
      if (config.OTP_RESEND_COOLDOWN_SECONDS > 0) {
        const claim = await counters.claim(cooldownKey, config.OTP_RESEND_COOLDOWN_SECONDS);
        if (!claim.claimed) {
          throw new AppError(
            'OTP_RESEND_TOO_SOON',
            `Please wait ${claim.retryInSeconds} seconds before sending another code.`,
            { retryAfter: claim.retryInSeconds },
          );
        }
      }
      let code = '';
      let customerId = '';
      try {
        await db.transaction(async (tx) => {
          const row = await moveJob(tx, repairerId, id, 'send_completion_otp');
          code = await issueCompletionCode(tx, secrets.otpPepper, id);
          customerId = row.userId;
          await notify(
            tx,
            queue,
            { role: 'user', id: row.userId },
            'system_update',
            { template: 'completionCodeSent', params: { title: row.title } },
            id,
          );
        });
      } catch (error) {
        await counters.reset(cooldownKey);
        throw error;
      }
      const data = await assigned(repairerId, id);
      try {
        const language = await readerLanguage(db, { role: 'user', id: customerId });
        await sms.send({
          to: data.customer.phone,
          kind: 'completion_otp',
          body: smsText(language, 'completionCode', { code, title: titleIn(language, data) }),
          vars: { otp: code },
        });
      } catch (error) {
        await counters.reset(cooldownKey);
        throw Object.assign(new AppError('FAILED_SEND_OTP'), { cause: error });
      }
      return data;
    },

    /** The job's conversation (POST /repairer/conversations/create); opened once, on accept. */
    async conversationFor(repairerId: string, id: string) {
      const job = await findAssignedJob(db, repairerId, id);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      return openConversation(db, {
        serviceRequestId: id,
        userId: job.request.userId,
        repairerId,
      });
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
