import type { TSessionRepairer } from '@gharseva/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import ProfilePage from './profile-page';

const repairer = {
  _id: 'r1',
  id: 'r1',
  fullname: 'Suresh Kumar',
  phone: '9876543210',
  upiId: 'suresh@okbank',
  pincode: '560001',
  aadharcardNumber: 'XXXX XXXX 2346',
  services: [{ name: 'plumbing', visitingCharge: 200 }],
  experience: 5,
  bio: '',
  rating: { average: 0, count: 0 },
  preferences: { emailNotifications: true, smsNotifications: false, serviceRadius: 25 },
  isOnline: false,
  profilePicture: null,
} satisfies TSessionRepairer;
const data = { ...repairer, district: 'Bengaluru Urban', state: 'Karnataka', address: null };

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows the profile, edits it and saves, keeping the header name in step', async () => {
    stubApi({
      'GET /api/repairer/profile': { body: { success: true, data } },
      'PUT /api/repairer/profile': (body) => ({
        body: {
          success: true,
          message: 'Profile saved successfully!',
          data: { ...data, ...(body as object) },
        },
      }),
    });
    const { store } = renderRoute(<ProfilePage />, { session: { role: 'repairer', repairer } });
    expect(await screen.findByText('No biography provided yet. Update your profile!')).toBeTruthy();
    expect(screen.getByText('XXXX XXXX 2346')).toBeTruthy();
    expect(screen.getByText('Plumbing · work from ₹200')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Suresh K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeTruthy();
    expect(store.getState().repairer?.fullname).toBe('Suresh K');
  });

  it('cancels without saving, and toasts a failed save', async () => {
    const fetchMock = stubApi({
      'GET /api/repairer/profile': { body: { success: true, data } },
      'PUT /api/repairer/profile': { status: 500, body: '' },
    });
    renderRoute(<ProfilePage />, { session: { role: 'repairer', repairer } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save profile.')).toBeTruthy();
  });

  it('toasts a failed load', async () => {
    stubApi({ 'GET /api/repairer/profile': { status: 500, body: '' } });
    renderRoute(<ProfilePage />, { session: { role: 'repairer', repairer } });
    expect(
      await screen.findByText('Failed to load profile details. Please try again.'),
    ).toBeTruthy();
  });
});
