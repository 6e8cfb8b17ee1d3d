import { AppError, TRANSITIONS, type RequestAction, type RequestStatus } from '@gharseva/domain';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { serviceRequests } from '../../db/schema/index.ts';
import { recordEvent } from '../events/index.ts';

type NewServiceRequest = typeof serviceRequests.$inferInsert;
type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/** Who moves the request: the table's actor, with the id that must own it (none for system). */
export type TransitionActor =
  { role: 'user' | 'repairer' | 'admin'; id: string } | { role: 'system'; id?: undefined };

export interface TransitionOptions {
  /** Other columns the move sets (the quote, the assigned repairer, a timestamp). */
  set?: Partial<NewServiceRequest>;
  /** The status the caller has read under lock; it must be one the table allows. */
  from?: RequestStatus;
  /**
   * The status_changed event's data besides the title (a function runs after the move, in the
   * same transaction, and may throw to undo it); false when the caller records its own event.
   */
  event?:
    | false
    | Record<string, unknown>
    | ((row: ServiceRequestRow) => Promise<Record<string, unknown>>);
  /** The refusal: a message, or the error to throw given the row as it now is. */
  refusal?: string | ((current: ServiceRequestRow | undefined) => AppError);
}

/** The owner a role must be, as a condition; the accept is open to any repairer the job allows. */
function ownerCondition(action: RequestAction, actor: TransitionActor): SQL | undefined {
  if (actor.role === 'user') return eq(serviceRequests.userId, actor.id);
  if (actor.role !== 'repairer') return undefined;
  if (action === 'accept_request_for_quote') {
    return or(
      and(isNull(serviceRequests.repairerId), eq(serviceRequests.targeted, false)),
      eq(serviceRequests.repairerId, actor.id),
    );
  }
  return eq(serviceRequests.repairerId, actor.id);
}

/** The repairer holding the request, read under lock so the move below cannot race it. */
async function holderOf(tx: DbOrTx, requestId: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ repairerId: serviceRequests.repairerId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId))
    .for('update');
  return row?.repairerId;
}

/**
 * Moves the request by the table's `action` if it is in one of the action's from-statuses,
 * the actor has the table's role and owns it: one conditional update, so racing moves are
 * safe, then the status_changed event. Returns the moved row, or undefined having written
 * nothing.
 */
export async function tryTransition(
  tx: DbOrTx,
  requestId: string,
  action: RequestAction,
  actor: TransitionActor,
  options: TransitionOptions = {},
): Promise<ServiceRequestRow | undefined> {
  const rule = TRANSITIONS[action];
  const allowed: readonly RequestStatus[] = rule.from;
  if (actor.role !== rule.actor) return undefined;
  if (options.from !== undefined && !allowed.includes(options.from)) return undefined;
  const from = options.from !== undefined ? [options.from] : [...allowed];
  // A job returned to the board loses its repairer; the event still names who held it.
  const returning = action === 'return_to_board';
  const heldBy = returning ? await holderOf(tx, requestId) : undefined;
  const [row] = await tx
    .update(serviceRequests)
    .set({
      ...options.set,
      ...(action === 'accept_request_for_quote' && actor.role === 'repairer'
        ? { repairerId: actor.id }
        : {}),
      ...(returning
        ? { repairerId: null, targeted: false, quotePaise: null, assignedAt: null }
        : {}),
      status: rule.to,
    })
    .where(
      and(
        eq(serviceRequests.id, requestId),
        inArray(serviceRequests.status, from),
        ownerCondition(action, actor),
      ),
    )
    .returning();
  if (!row) return undefined;
  if (options.event !== false) {
    const data =
      typeof options.event === 'function' ? await options.event(row) : (options.event ?? {});
    await recordEvent(tx, {
      kind: 'status_changed',
      actorRole: actor.role,
      actorId: actor.id ?? null,
      userId: row.userId,
      repairerId: returning ? (heldBy ?? null) : row.repairerId,
      serviceRequestId: requestId,
      fromStatus: from.length === 1 ? from[0] : null,
      toStatus: rule.to,
      data: { title: row.title, ...data },
    });
  }
  return row;
}

/**
 * The one way a request's status changes (DESIGN.md section 3): `tryTransition`, refusing
 * anything the table does not allow with INVALID_STATUS_TRANSITION (or the caller's error).
 */
export async function transition(
  tx: DbOrTx,
  requestId: string,
  action: RequestAction,
  actor: TransitionActor,
  options: TransitionOptions = {},
): Promise<ServiceRequestRow> {
  const row = await tryTransition(tx, requestId, action, actor, options);
  if (row) return row;
  if (typeof options.refusal === 'function') {
    const [current] = await tx
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId))
      .limit(1);
    throw options.refusal(current);
  }
  throw new AppError(
    'INVALID_STATUS_TRANSITION',
    options.refusal ?? `The request cannot ${action.replace(/_/g, ' ')} now.`,
  );
}
