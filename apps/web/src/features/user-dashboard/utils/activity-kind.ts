/** What an activity line is about, read from its words (SPEC.md section 2). */
const KNOWN = [
  'cancelled',
  'completed',
  'in_progress',
  'requested',
  'accepted',
  'quoted',
  'payment',
  'message',
  'account',
  'review',
] as const;
export type ActivityKind = (typeof KNOWN)[number] | 'other';
const KINDS: readonly string[] = KNOWN;

/** First match wins: 'Your request was cancelled' is about a cancellation, not a request. */
const RULES: readonly [ActivityKind, RegExp][] = [
  ['cancelled', /\bcancel/i],
  ['completed', /\bcomplet/i],
  ['in_progress', /\bin[\s_-]?progress\b/i],
  ['requested', /\brequest/i],
  ['message', /\bmessage/i],
  ['account', /\baccount\b/i],
];

/** The server's `type` when it is one the dashboard knows, else the message's keywords. */
export function activityKind(message: string, type?: string): ActivityKind {
  if (type && KINDS.includes(type)) return type as ActivityKind;
  for (const [kind, pattern] of RULES) if (pattern.test(message)) return kind;
  return 'other';
}
