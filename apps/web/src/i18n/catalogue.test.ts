import { catalogueTexts } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import catalogue from './locales/en/catalogue.json';

describe('catalogue translations', () => {
  it('cover every catalogue text the screens show, keyed by its English', () => {
    // Regenerate with `npx tsx apps/web/scripts/catalogue-strings.ts` after changing the catalogue.
    expect(Object.keys(catalogue)).toEqual(catalogueTexts());
    for (const [key, value] of Object.entries(catalogue)) expect(value).toBe(key);
  });
});

describe('request titles and service lines in the current language', () => {
  it('translate default titles and catalogue names, and keep a customer’s own title', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { i18n, initI18n } = await import('./index');
    const { useServiceLine } = await import('./catalogue');
    const { useRequestTitle } = await import('./request-title');
    await initI18n('hi');
    await i18n.changeLanguage('hi');
    const hi = (await import('./locales/hi/catalogue.json')).default as Record<string, string>;
    const { result } = renderHook(() => ({ title: useRequestTitle(), line: useServiceLine() }));
    const wizard = { serviceType: 'Plumbing', category: 'Taps & Mixers', issue: 'Tap leakage' };
    expect(result.current.title({ ...wizard, title: 'Tap leakage - Taps & Mixers' })).toBe(
      `${hi['Tap leakage']} - ${hi['Taps & Mixers']}`,
    );
    expect(result.current.title({ serviceType: 'Plumbing', title: 'Plumbing service' })).toBe(
      i18n.t('common:requestTitle.direct', { service: hi.Plumbing }),
    );
    expect(result.current.title({ ...wizard, title: 'Kitchen tap drips' })).toBe(
      'Kitchen tap drips',
    );
    expect(result.current.line({ serviceType: 'Plumbing', category: null, issue: null })).toBe(
      hi.Plumbing,
    );
    await i18n.changeLanguage('en');
  });
});
