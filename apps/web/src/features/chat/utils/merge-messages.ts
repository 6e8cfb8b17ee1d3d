import type { TChatMessage } from '@gharseva/domain';

/** Oldest first; messages of the same instant by id (UUID v7 ids are time ordered). */
function byTime(a: TChatMessage, b: TChatMessage): number {
  const diff = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * Adds messages to a conversation's list by `_id`, oldest first. A message already shown is
 * not repeated, so the history pages, the pastMessages sent again after a reconnect and each
 * receiveMessage can all be merged in whatever order they arrive.
 */
export function mergeMessages(
  current: readonly TChatMessage[],
  incoming: readonly TChatMessage[],
): TChatMessage[] {
  if (incoming.length === 0) return current as TChatMessage[];
  const byId = new Map(current.map((m) => [m._id, m]));
  let changed = false;
  for (const message of incoming) {
    if (!byId.has(message._id)) changed = true;
    byId.set(message._id, message);
  }
  if (!changed) return current as TChatMessage[];
  return [...byId.values()].sort(byTime);
}
