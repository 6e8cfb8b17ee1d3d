import { ERROR_MESSAGES, SEARCH_CATEGORY_LABELS, VALIDATION_MESSAGES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import validation from './locales/en/validation.json';

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
