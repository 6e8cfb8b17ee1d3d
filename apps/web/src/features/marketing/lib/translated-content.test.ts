import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFaqItems, parseLegalSections, parseStringList } from './translated-content';

afterEach(() => vi.restoreAllMocks());

describe('translated long copy', () => {
  it('passes well-formed lists through', () => {
    expect(parseStringList(['a', 'b'], 'k')).toEqual(['a', 'b']);
    expect(parseFaqItems([{ question: 'Q?', answer: 'A.' }], 'k')).toEqual([
      { question: 'Q?', answer: 'A.' },
    ]);
    const sections = [
      {
        title: 'One',
        paragraphs: ['p'],
        items: ['i'],
        subsections: [{ title: 'One.1', items: ['x'] }],
        after: ['end'],
      },
      { title: 'Two' },
    ];
    expect(parseLegalSections(sections, 'k')).toEqual(sections);
  });

  it.each([
    ['not a list', parseStringList, 'text'],
    ['a number in a string list', parseStringList, ['a', 1]],
    ['a FAQ item without an answer', parseFaqItems, [{ question: 'Q?' }]],
    ['a section without a title', parseLegalSections, [{ paragraphs: ['p'] }]],
    [
      'a section with a malformed subsection',
      parseLegalSections,
      [{ title: 'T', subsections: [{ items: 'x' }] }],
    ],
    ['a section whose "after" is not a list', parseLegalSections, [{ title: 'T', after: 'p' }]],
  ] as const)('renders nothing for %s, and says so once', (_name, parse, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parse(value as never, 'marketing.key')).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('marketing.key');
  });
});
