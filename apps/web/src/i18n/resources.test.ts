import {
  ERROR_MESSAGES,
  REQUEST_MESSAGES,
  SEARCH_CATEGORY_LABELS,
  TIME_SLOT_HOURS,
  TIME_SLOTS,
  VALIDATION_MESSAGES,
  VISIT_FEE_RUPEES,
} from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import dashboard from './locales/en/dashboard.json';
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

  it('keep the service-card fee note in step with the domain fee', () => {
    expect(dashboard.user.services.feeNote.replace('{{fee}}', String(VISIT_FEE_RUPEES))).toBe(
      '₹150 cancellation fee applies after technician visit.',
    );
  });
});
