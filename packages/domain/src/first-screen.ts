import type { LanguageCode } from './constants.ts';
import type { TCheckAuthResponse } from './schemas/auth.ts';

/**
 * The server renders a page's first screen into index.html and leaves this note beside it, in
 * a JSON script element with this id: the session and language it rendered for, and the data
 * the page shows (decision 029). The app's first render hydrates that markup when it starts from
 * the same (decision 027).
 */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

export interface FirstScreenState {
  session: TCheckAuthResponse;
  language: LanguageCode;
  /** When the server rendered it (ms since 1970): relative times in it count from then. */
  renderedAt: number;
  /** The page's queries as React Query dehydrates them; absent when the page shows no data. */
  queries?: unknown;
}
