import { ADMIN_REQUEST_NUMBER_LENGTH } from '@gharseva/domain';

/** The admin's request number: the last 6 characters of the id (SPEC.md section 9). */
export function requestNumber(id: string): string {
  return id.slice(-ADMIN_REQUEST_NUMBER_LENGTH);
}
