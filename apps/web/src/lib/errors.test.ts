import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { ApiError } from './api-client';
import { errorMessage, failureMessage } from './errors';

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

describe('failureMessage', () => {
  const fallbacks = { failed: 'Failed to cancel request.', unexpected: 'Unexpected.' };

  it('shows the server error as errorMessage does', () => {
    expect(failureMessage(serverError('NOT_FOUND', 'x'), fallbacks)).toBe('Not found.');
    expect(failureMessage(serverError('SOMETHING_NEW', 'Server words.'), fallbacks)).toBe(
      'Server words.',
    );
  });

  it("gives 'Failed to ...' for an answer without an error body", () => {
    const error = new ApiError({ code: 'HTTP_ERROR', message: '', status: 502, fromServer: false });
    expect(failureMessage(error, fallbacks)).toBe('Failed to cancel request.');
  });

  it('gives the unexpected text when the call never got an answer or the page failed', () => {
    const error = new ApiError({
      code: 'NETWORK_ERROR',
      message: '',
      status: 0,
      fromServer: false,
    });
    expect(failureMessage(error, fallbacks)).toBe('Unexpected.');
    expect(failureMessage(new TypeError('boom'), fallbacks)).toBe('Unexpected.');
  });
});
