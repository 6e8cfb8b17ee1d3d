import type { LanguageCode } from './constants.ts';
import type { TCheckAuthResponse } from './schemas/auth.ts';

/**
 * The server renders a page's first screen into index.html and leaves this note beside it, in
 * a JSON script element with this id: the session and language it rendered for. The app's
 * first render hydrates that markup when it starts from the same (decision 027).
 */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

export interface FirstScreenState {
  session: TCheckAuthResponse;
  language: LanguageCode;
}
