import type { TSessionRepairer } from '@gharseva/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import SettingsPage from './settings-page';

const preferences = { emailNotifications: true, smsNotifications: false, serviceRadius: 25 };
const repairer = { _id: 'r1', id: 'r1', fullname: 'Suresh Kumar', preferences } as TSessionRepairer;
const PROFILE = 'GET /api/repairer/profile';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('loads the current settings and saves the changes', async () => {
    const fetchMock = stubApi({
      [PROFILE]: { body: { success: true, data: { ...repairer, preferences } } },
      'PUT /api/repairer/settings': (body) => ({
        body: { success: true, message: 'Settings saved successfully!', preferences: body },
      }),
    });
    const { store } = renderRoute(<SettingsPage />, { session: { role: 'repairer', repairer } });
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    expect(sms.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByRole('switch', { name: 'Email notifications' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByText('5-200 km')).toBeTruthy();

    fireEvent.click(sms);
    fireEvent.change(screen.getByLabelText('Service radius (km)'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      serviceRadius: 40,
    });
    expect(store.getState().repairer?.preferences.serviceRadius).toBe(40);
  });

  it('keeps the radius between 5 and 200 km', async () => {
    const fetchMock = stubApi({
      [PROFILE]: { body: { success: true, data: { ...repairer, preferences } } },
    });
    renderRoute(<SettingsPage />, { session: { role: 'repairer', repairer } });
    fireEvent.change(await screen.findByLabelText('Service radius (km)'), {
      target: { value: '500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      (await screen.findAllByText('Service radius must be between 5 and 200 km.')).length,
    ).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('toasts a failed load and a failed save', async () => {
    stubApi({ [PROFILE]: { status: 500, body: '' } });
    renderRoute(<SettingsPage />, { session: { role: 'repairer', repairer } });
    expect(
      await screen.findByText('Failed to load current settings. Please try refreshing.'),
    ).toBeTruthy();
    cleanup();
    stubApi({
      [PROFILE]: { body: { success: true, data: { ...repairer, preferences } } },
      'PUT /api/repairer/settings': { status: 500, body: '' },
    });
    renderRoute(<SettingsPage />, { session: { role: 'repairer', repairer } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeTruthy();
  });
});
