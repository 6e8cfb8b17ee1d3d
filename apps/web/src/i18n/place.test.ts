import { describe, expect, it } from 'vitest';

describe('request titles and addresses the app made, in the current language', () => {
  it('read in Hindi around the place name, and leave the customer’s words alone', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { i18n, initI18n } = await import('./index');
    const { useAddressText } = await import('./place');
    const { useRequestTitle } = await import('./request-title');
    await initI18n('hi');
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(['catalogue', 'common']);
    const { result } = renderHook(() => ({ address: useAddressText(), title: useRequestTitle() }));
    expect(result.current.address('Near Mumbai, Maharashtra')).toBe('Mumbai, Maharashtra के पास');
    expect(result.current.address('Pincode 400001')).toBe('पिनकोड 400001');
    expect(result.current.address('Flat 4, Sea View')).toBe('Flat 4, Sea View');
    const hiCatalogue = (await import('./locales/hi/catalogue.json')).default as Record<
      string,
      string
    >;
    expect(
      result.current.title({ serviceType: 'Plumbing', title: 'Plumbing service request' }),
    ).toBe(i18n.t('common:requestTitle.directRequest', { service: hiCatalogue.Plumbing }));
    expect(result.current.title({ serviceType: 'Plumbing', title: 'Plumbing service' })).toBe(
      i18n.t('common:requestTitle.direct', { service: hiCatalogue.Plumbing }),
    );
    expect(
      result.current.title({
        serviceType: 'Appliances',
        category: 'Air Conditioner',
        title: 'AC & HVAC service request',
      }),
    ).toBe(i18n.t('common:requestTitle.directRequest', { service: 'AC और HVAC' }));
    await i18n.changeLanguage('en');
  });
});
