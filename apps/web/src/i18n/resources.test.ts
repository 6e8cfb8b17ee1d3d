import {
  CHAT_MESSAGES,
  ERROR_MESSAGES,
  NOTIFICATION_TYPES,
  REQUEST_STATUSES,
  JOB_MESSAGES,
  PAYMENT_MESSAGES,
  REQUEST_MESSAGES,
  SEARCH_CATEGORY_LABELS,
  TIME_SLOT_HOURS,
  TIME_SLOTS,
  REJECTION_FEE_PAISE,
  VALIDATION_MESSAGES,
} from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import chat from './locales/en/chat.json';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import repairer from './locales/en/repairer.json';
import notifications from './locales/en/notifications.json';
import payments from './locales/en/payments.json';
import validation from './locales/en/validation.json';
import wizard from './locales/en/wizard.json';

describe('English resources', () => {
  it('translate every error code with the server English message', () => {
    for (const [code, message] of Object.entries(ERROR_MESSAGES)) {
      expect(errors[code as keyof typeof errors], code).toBe(message);
    }
  });

  it('hold every validation message of SPEC.md section 5 verbatim', () => {
    expect(validation).toEqual(VALIDATION_MESSAGES);
  });

  it('label the repairer search categories as the domain does', () => {
    expect(common.searchCategories).toEqual(SEARCH_CATEGORY_LABELS);
  });
});

describe('English request texts', () => {
  it('hold the wizard and request-modal messages of SPEC.md section 5 verbatim', () => {
    expect(wizard.validation).toEqual(REQUEST_MESSAGES);
  });

  it('name each time slot with its hours from the domain', () => {
    for (const slot of TIME_SLOTS) {
      expect(common.timeSlots[slot], slot).toContain(TIME_SLOT_HOURS[slot]);
    }
  });

  it('say what a visit costs with the fee the server charges for a rejected quote', () => {
    expect(common.visitPrice.note.replace('{{fee}}', `₹${REJECTION_FEE_PAISE / 100}`)).toBe(
      'The visit is free. You pay ₹150 only if you reject the quote after the visit.',
    );
  });
});

describe('English repairer texts', () => {
  it('hold the messages of the repairer screens and calls verbatim', () => {
    expect(repairer.messages).toEqual(JOB_MESSAGES);
  });

  it('give the accept-job errors the texts of the domain where both have one', () => {
    const accept = repairer.dashboard.accept.errors;
    for (const code of [
      'JOB_NOT_FOUND',
      'JOB_ALREADY_ASSIGNED',
      'JOB_ALREADY_ACCEPTED_BY_YOU',
      'JOB_CANCELLED',
      'MISSING_REQUIRED_FIELDS',
      'INVALID_STATUS_FOR_ENDPOINT',
      'FAILED_SEND_SMS',
    ] as const) {
      expect(accept[code], code).toBe(ERROR_MESSAGES[code]);
    }
    expect(repairer.dashboard.accept.success).toBe(JOB_MESSAGES.accepted);
  });
});

describe('English payment texts', () => {
  it('hold the messages of the payment and rejection-fee pages verbatim', () => {
    // Added beside SPEC's: someone else's payment link (issue 20, decision 037).
    const { notFound, ...spec } = payments.messages;
    expect(spec).toEqual(PAYMENT_MESSAGES);
    expect(notFound).toBe('This payment was not found in your account.');
  });

  it("give the server's payment refusals the texts of the pages where both have one", () => {
    expect(errors.ALREADY_PAID).toBe(PAYMENT_MESSAGES.alreadyPaid);
    expect(errors.PAYMENT_NOT_PAYABLE).toBe(PAYMENT_MESSAGES.notPayable);
  });
});

describe('English chat and notification texts', () => {
  it('hold the messages of SPEC.md section 8 verbatim', () => {
    expect(chat.messages).toEqual(CHAT_MESSAGES);
    expect(notifications.loadFailed).toBe(CHAT_MESSAGES.loadNotificationsFailed);
    expect(notifications.fetchFailed).toBe(CHAT_MESSAGES.fetchNotificationsFailed);
    expect(notifications.empty).toBe('No new notifications.');
    expect(chat.list.empty).toBe('No conversations yet.');
    expect(chat.pane.select).toBe('Select a conversation from the left to start chatting.');
    expect(chat.accessDenied.user).toBe('Please log in as a user to view your messages.');
  });

  it('name every notification type and job status', () => {
    expect(Object.keys(notifications.types).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(Object.keys(chat.jobStatus).sort()).toEqual([...REQUEST_STATUSES].sort());
  });
});
