import { FIRST_SCREEN_STATE_ID, isLanguageCode, type FirstScreenState } from '@gharseva/domain';

/** The server's note beside a first screen it rendered, or null when it rendered none. */
export function readFirstScreen(): FirstScreenState | null {
  const text = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<FirstScreenState>;
    const { session, language, renderedAt, queries } = state;
    if (
      !session ||
      !('role' in session) ||
      !isLanguageCode(language) ||
      typeof renderedAt !== 'number'
    ) {
      return null;
    }
    return queries ? { session, language, renderedAt, queries } : { session, language, renderedAt };
  } catch {
    return null;
  }
}
