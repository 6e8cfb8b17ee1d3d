import type { TRepairerSearchResult } from '@gharseva/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { RepairerCard } from './repairer-card';

const repairer: TRepairerSearchResult = {
  _id: 'r1',
  id: 'r1',
  fullname: 'Ravi Verma',
  rating: { average: 0, count: 0 },
  location: { address: 'Malviya Nagar', postalCode: '110017', district: null, state: null },
  services: [{ name: 'plumbing', price: 0 }],
  experience: 3,
  distanceKm: 2.4,
  profilePicture: null,
  verified: true,
};

const renderCard = (verified: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <RepairerCard repairer={{ ...repairer, verified }} requested={false} onRequest={() => {}} />
    </I18nextProvider>,
  );

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('RepairerCard', () => {
  it('shows the Verified badge for a repairer the team verified', () => {
    renderCard(true);
    expect(screen.getByTestId('verified-badge').textContent).toBe('Verified');
  });

  it('shows no badge otherwise (verification off and not yet checked)', () => {
    renderCard(false);
    expect(screen.queryByTestId('verified-badge')).toBeNull();
  });
});
