import { describe, expect, it } from 'vitest';
import { visibleFigures } from './marketing-figures';

describe('visibleFigures', () => {
  it('claims nothing without real figures', () => {
    expect(visibleFigures(undefined)).toEqual([]);
    expect(
      visibleFigures({ professionals: 24, jobsDone: 99, averageRating: 4.8, ratingCount: 10 }),
    ).toEqual([]);
  });

  it('shows each claim once its real figure reaches it', () => {
    expect(
      visibleFigures({ professionals: 25, jobsDone: 100, averageRating: 4.9, ratingCount: 1 }),
    ).toEqual(['professionals', 'jobsDone', 'rating']);
    expect(
      visibleFigures({ professionals: 30, jobsDone: 5, averageRating: 5, ratingCount: 0 }),
    ).toEqual(['professionals']);
  });
});
