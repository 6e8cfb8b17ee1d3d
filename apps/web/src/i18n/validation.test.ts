import { REQUEST_MESSAGES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';

describe("the request forms' messages from the server", () => {
  it('are shown in the reader’s language, the visit-slot ones included', async () => {
    const { i18n, initI18n } = await import('./index');
    const { translateValidation } = await import('./validation');
    await initI18n();
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(['wizard']);
    const hi = (await import('./locales/hi/wizard.json')).default.validation;
    expect(translateValidation(REQUEST_MESSAGES.slotOver)).toBe(hi.slotOver);
    expect(translateValidation(REQUEST_MESSAGES.preferredDate)).toBe(hi.preferredDate);
    expect(hi.slotOver).not.toBe(REQUEST_MESSAGES.slotOver);
    await i18n.changeLanguage('en');
    expect(translateValidation(REQUEST_MESSAGES.slotOver)).toBe(REQUEST_MESSAGES.slotOver);
  });
});
