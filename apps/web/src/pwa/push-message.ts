/** What the worker shows of one push (the server's payload, decision 056). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of this site: where a click on the notification goes. */
  url: string;
  tag: string | undefined;
}

/** The icon every notification carries. */
export const PUSH_ICON = '/icons/icon-192.png';

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined;

/**
 * A path of this site only: a push naming another site (or `//host`) opens the home page,
 * so a push can never send the person elsewhere.
 */
export function sitePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\')) return '/';
  return value;
}

/**
 * Reads a push's data (JSON `{title, body, url, tag}`); a push that is not such JSON still
 * shows, with the app's name, so the browser never shows its own "site updated" notice.
 */
export function readPushMessage(data: { text(): string } | null | undefined): PushMessage {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = data ? JSON.parse(data.text()) : {};
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  return {
    title: text(parsed.title, 100) ?? 'GharSeva',
    body: text(parsed.body, 500) ?? '',
    url: sitePath(parsed.url),
    tag: text(parsed.tag, 100),
  };
}

/** The open window a click should use: one already on the target page, else any of the site. */
export function windowFor<T extends { url: string }>(
  windows: readonly T[],
  target: string,
): T | undefined {
  return windows.find((w) => w.url === target) ?? windows[0];
}
