import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { titleFromParts } from '../i18n/request-title';
import { formatMoneyPaise } from '../utils/money';
import { visitDateLabel, visitSlotLabel } from './visit-when';

/** A text the server wrote: its English, and its template and parameters when it has them. */
export interface ServerText {
  message: string;
  template?: string | null;
  params?: Record<string, string | number>;
}

type Section = 'templates' | 'userActivity' | 'repairerActivity';
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const t = (key: string, options?: Record<string, unknown>) =>
  (i18n.t as unknown as LooseT)(key, options);

/**
 * A server text in the current language (notifications, recent activity): its template from
 * `notifications:<section>` with its parameters, money formatted and catalogue names
 * translated (an app-made title from its parts, see `requestTitleParts`); the server's
 * English when the text has no template this app knows.
 */
export function serverText(section: Section, text: ServerText): string {
  const key = `notifications:${section}.${text.template ?? ''}`;
  const plural = `${key}_other`;
  if (!text.template || !(i18n.exists(key) || i18n.exists(plural))) return text.message;
  const params: Record<string, unknown> = { ...text.params };
  if (typeof params.amountPaise === 'number') params.amount = formatMoneyPaise(params.amountPaise);
  if (typeof params.serviceType === 'string') {
    params.serviceType = t(params.serviceType, {
      ns: 'catalogue',
      keySeparator: false,
      nsSeparator: false,
      defaultValue: params.serviceType,
    });
  }
  // A moved visit's day and slot (issue 24) in the reader's words.
  if (typeof params.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(params.date)) {
    params.date = visitDateLabel(params.date);
  }
  if (typeof params.slot === 'string') params.slot = visitSlotLabel(params.slot);
  const title = titleFromParts(t, params);
  if (title !== null) params.title = title;
  return t(key, { ...params, defaultValue: text.message });
}

/**
 * `serverText` for a component: loads the namespaces the texts come from (notifications, and
 * the catalogue for the names in them) and re-renders the component when the language changes.
 */
export function useServerText(): typeof serverText {
  useTranslation(['notifications', 'catalogue', 'common', 'reschedule']);
  return serverText;
}
