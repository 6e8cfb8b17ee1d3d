import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { ApiError } from './api-client';
import { errorMessage } from './errors';

const serverError = (code: string, message: string, retryAfter?: number) =>
  new ApiError({ code, message, status: 400, fromServer: true, retryAfter });

beforeAll(() => initI18n('en'));

describe('errorMessage', () => {
  it('translates a server error by its code', () => {
    expect(
      errorMessage(serverError('INVALID_CREDENTIALS', 'x'), 'Login failed. Please try again.'),
    ).toBe('Invalid phone number or password.');
  });

  it("falls back to the server's message for an unknown code", () => {
    expect(errorMessage(serverError('SOMETHING_NEW', 'A new thing happened.'), 'fallback')).toBe(
      'A new thing happened.',
    );
  });

  it('keeps the exact section-5 message of a validation error', () => {
    expect(
      errorMessage(
        serverError('VALIDATION_ERROR', 'Please enter a valid 10-digit phone number'),
        'fallback',
      ),
    ).toBe('Please enter a valid 10-digit phone number');
  });

  it('says how long to wait before another OTP', () => {
    expect(errorMessage(serverError('OTP_RESEND_TOO_SOON', 'Please wait', 25), 'fallback')).toBe(
      'Please wait 25 seconds before requesting another OTP.',
    );
  });

  it("shows the screen's fallback when the server gave no error body", () => {
    const error = new ApiError({
      code: 'NETWORK_ERROR',
      message: '',
      status: 0,
      fromServer: false,
    });
    expect(errorMessage(error, 'Failed to send OTP. Please try again.')).toBe(
      'Failed to send OTP. Please try again.',
    );
  });
});
