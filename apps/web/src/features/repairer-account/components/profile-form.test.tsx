import type { TRepairerProfile } from '@gharseva/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { ProfileForm } from './profile-form';

const profile: TRepairerProfile = {
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
  rating: { average: 4.5, count: 10 },
  preferences: { emailNotifications: true, smsNotifications: false, serviceRadius: 25 },
  isOnline: false,
  profilePicture: null,
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  address: null,
  verificationStatus: 'verified',
  verificationReason: null,
  verificationRequired: true,
};

function renderForm() {
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ProfileForm profile={profile} onSave={onSave} onCancel={() => undefined} isSaving={false} />
    </I18nextProvider>,
  );
  return onSave;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('ProfileForm', () => {
  it('keeps only the digits of the pincode, at most 6', () => {
    renderForm();
    fireEvent.change(input('Pincode'), { target: { value: '11-00 17x9' } });
    expect(input('Pincode').value).toBe('110017');
  });

  it('counts the bio against its 500 characters and shows the Aadhaar masked, read-only', () => {
    renderForm();
    expect(screen.getByText('0/500 characters')).toBeTruthy();
    fireEvent.change(input('About you'), { target: { value: 'Ten years of plumbing.' } });
    expect(screen.getByText('22/500 characters')).toBeTruthy();
    expect(input('About you').maxLength).toBe(500);
    expect(input('Aadhar Card Number').value).toBe('XXXX XXXX 2346');
    expect(input('Aadhar Card Number').readOnly).toBe(true);
  });

  it('saves trimmed UPI, numbers, and only the services that have a name', async () => {
    const onSave = renderForm();
    expect(screen.getByText('Services with empty names will not be saved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    fireEvent.change(screen.getByLabelText('Service 2'), { target: { value: 'hvac' } });
    fireEvent.change(screen.getByLabelText('Work from (₹), row 2'), {
      target: { value: '350' },
    });
    fireEvent.change(input('UPI ID'), { target: { value: '  suresh.k@okaxis  ' } });
    fireEvent.change(input('Experience (years)'), { target: { value: '7' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      fullname: 'Suresh Kumar',
      pincode: '560001',
      bio: '',
      experience: 7,
      services: [
        { name: 'plumbing', visitingCharge: 200 },
        { name: 'hvac', visitingCharge: 350 },
      ],
      upiId: 'suresh.k@okaxis',
    });
  });

  it('refuses a negative experience, a short pincode and no service at all', async () => {
    const onSave = renderForm();
    fireEvent.change(input('Experience (years)'), { target: { value: '-1' } });
    fireEvent.change(input('Pincode'), { target: { value: '5600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    save();
    expect(await screen.findByText('Experience cannot be negative.')).toBeTruthy();
    expect(screen.getByText('Pincode must be exactly 6 digits')).toBeTruthy();
    expect(screen.getByText('Please select your service')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
