import { EMAIL_MESSAGES, type TEmailStatus } from '@gharseva/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderRoute, stubApi } from '../../../testing/render-route';
import UserSettingsPage from './user-settings-page';

const user = {
  _id: 'u1',
  id: 'u1',
  fullname: 'Asha Rao',
  phone: '9876543210',
  email: null,
  profilePicture: null,
};
const NONE: TEmailStatus = {
  email: null,
  verified: false,
  pendingEmail: null,
  emailNotifications: true,
};
const status = (data: TEmailStatus) => ({ body: { success: true, data } });
const update = (data: TEmailStatus, message: string = EMAIL_MESSAGES.codeSent) => ({
  body: { success: true, message, data },
});

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () => renderRoute(<UserSettingsPage />, { session: { role: 'user', user } });

describe('UserSettingsPage', () => {
  it('sends a code to a new address, then confirms it with the code', async () => {
    const fetchMock = stubApi({
      'GET /api/user/email': status(NONE),
      'PUT /api/user/email': (body) =>
        update({ ...NONE, pendingEmail: (body as { email: string }).email }),
      'POST /api/user/email/confirm': () =>
        update({ ...NONE, email: 'asha@example.in', verified: true }, EMAIL_MESSAGES.confirmed),
    });
    render();
    expect(await screen.findByText('No email address added yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'Asha@Example.in' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(/We sent a 6-digit code and a link to asha@example.in/),
    ).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ email: 'asha@example.in' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Code from the email' }), {
      target: { value: '123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('asha@example.in is confirmed. Emails go to this address.'),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('says a wrong code in its own words, and refuses a malformed address without a call', async () => {
    const pending = { ...NONE, pendingEmail: 'asha@example.in' };
    const fetchMock = stubApi({
      'GET /api/user/email': status(pending),
      'POST /api/user/email/confirm': {
        status: 400,
        body: { success: false, code: 'INVALID_OTP', message: 'Invalid code. Please try again.' },
      },
    });
    render();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code from the email' }), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('This code is not right. Please check the email and try again.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the confirmed address and saves the switch', async () => {
    const confirmed = { ...NONE, email: 'asha@example.in', verified: true };
    const fetchMock = stubApi({
      'GET /api/user/email': status(confirmed),
      'PUT /api/user/settings': (body) =>
        update(
          { ...confirmed, ...(body as { emailNotifications: boolean }) },
          EMAIL_MESSAGES.settingsSaved,
        ),
    });
    render();
    const emailSwitch = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(
      screen.getByText('asha@example.in is confirmed. Emails go to this address.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(emailSwitch.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(emailSwitch);
    expect(await screen.findByText('Your email settings were saved.')).toBeTruthy();
    expect(emailSwitch.getAttribute('aria-checked')).toBe('false');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ emailNotifications: false });
  });
});
