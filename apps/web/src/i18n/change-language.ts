import type { LanguageCode } from '@gharseva/domain';
import { applyDocumentLanguage, i18n, LANGUAGE_STORAGE_KEY } from './index';

/**
 * Switches the app's language (the floating language button):
 * loads that language's files, remembers the choice, sets `<html lang dir>`.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
  await i18n.changeLanguage(code);
  applyDocumentLanguage(code);
}
