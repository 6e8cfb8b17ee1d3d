import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { acceptFailure } from './accept-error';

const answer = (code: string, message: string, status = 409) =>
  new ApiError({ code, message, status, fromServer: true });

beforeAll(() => initI18n('en'));

describe('acceptFailure (the accept-job table of SPEC.md section 8)', () => {
  it.each([
    ['JOB_NOT_FOUND', 'This job is no longer available.'],
    ['UNAUTHORIZED', 'You are not authorized to accept this job.'],
    [
      'JOB_ALREADY_ASSIGNED',
      'This job has already been accepted by another repairer or is no longer available.',
    ],
    ['JOB_ALREADY_ACCEPTED_BY_YOU', 'You have already accepted this job.'],
    ['JOB_CANCELLED', 'This job has been cancelled by the customer.'],
    ['MISSING_REQUIRED_FIELDS', 'Required information is missing. Please contact support.'],
    [
      'INVALID_STATUS_FOR_ENDPOINT',
      'An internal error occurred regarding the job status update. Please refresh and try again.',
    ],
  ])('%s shows its own text, whatever the server said', (code, text) => {
    const failure = acceptFailure(answer(code, 'Server words.'));
    expect(failure.message).toBe(text);
    expect(failure.accepted).toBe(false);
  });

  it.each(['MAX_JOBS_REACHED', 'INVALID_STATUS_TRANSITION'])(
    "%s shows the server's message",
    (code) => {
      expect(acceptFailure(answer(code, 'You already have 3 active jobs.')).message).toBe(
        'You already have 3 active jobs.',
      );
    },
  );

  it('reads FAILED_SEND_SMS as accepted, with its warning', () => {
    expect(acceptFailure(answer('FAILED_SEND_SMS', 'x', 502))).toEqual({
      message: 'Job accepted, but failed to send SMS notification to customer.',
      accepted: true,
      gone: true,
    });
  });

  it('drops a job that can no longer be taken, keeps one the repairer may retry', () => {
    expect(acceptFailure(answer('JOB_ALREADY_ASSIGNED', 'x')).gone).toBe(true);
    expect(acceptFailure(answer('JOB_CANCELLED', 'x')).gone).toBe(true);
    expect(acceptFailure(answer('MAX_JOBS_REACHED', 'x')).gone).toBe(false);
    expect(acceptFailure(answer('UNAUTHORIZED', 'x', 403)).gone).toBe(false);
  });

  it("shows an unknown code's server message, else the unknown-issue text", () => {
    expect(acceptFailure(answer('SOMETHING_NEW', 'A new problem.', 500)).message).toBe(
      'A new problem.',
    );
    expect(acceptFailure(answer('SOMETHING_NEW', '', 500)).message).toBe(
      'Failed to accept job due to an unknown issue.',
    );
    const bodyless = new ApiError({
      code: 'HTTP_ERROR',
      message: '',
      status: 500,
      fromServer: false,
    });
    expect(acceptFailure(bodyless).message).toBe('Failed to accept job due to an unknown issue.');
  });

  it('says so when no answer came', () => {
    const offline = new ApiError({
      code: 'NETWORK_ERROR',
      message: '',
      status: 0,
      fromServer: false,
    });
    const text = 'Failed to accept job. An unexpected error occurred. Please try again.';
    expect(acceptFailure(offline).message).toBe(text);
    expect(acceptFailure(new TypeError('boom')).message).toBe(text);
  });
});
