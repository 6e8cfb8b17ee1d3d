import {
  NOTIFICATION_TEMPLATES,
  REPAIRER_ACTIVITY_TEMPLATES,
  USER_ACTIVITY_TEMPLATES,
} from '@gharseva/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n';
import notifications from '../i18n/locales/en/notifications.json';
import { serverText } from './server-text';

describe('server texts', () => {
  it('have the same English templates in the web app as on the server', () => {
    expect(notifications.templates).toEqual(NOTIFICATION_TEMPLATES);
    expect(notifications.userActivity).toEqual(USER_ACTIVITY_TEMPLATES);
    expect(notifications.repairerActivity).toEqual(REPAIRER_ACTIVITY_TEMPLATES);
  });

  describe('in the current language', () => {
    beforeAll(async () => {
      await initI18n('en');
    });

    it('fill the template, format the money and choose the plural', () => {
      expect(
        serverText('templates', {
          message: 'server english',
          template: 'quoteAccepted',
          params: { title: 'Tap leakage', amountPaise: 120_000 },
        }),
      ).toBe('Your quote of ₹1,200.00 for "Tap leakage" was accepted.');
      expect(
        serverText('templates', {
          message: 'x',
          template: 'ratingReceived',
          params: { name: 'Meera', serviceType: 'Plumbing', count: 1 },
        }),
      ).toBe('Meera rated your Plumbing service 1 star.');
    });

    it("fall back to the server's English for an unknown or missing template", () => {
      expect(serverText('templates', { message: 'As sent', template: 'somethingNew' })).toBe(
        'As sent',
      );
      expect(serverText('userActivity', { message: 'As sent' })).toBe('As sent');
      expect(i18n.language).toBe('en');
    });
  });
});
