import type { TPublicStats } from '@gharseva/domain';

export type MarketingFigure = 'professionals' | 'jobsDone' | 'rating';

/**
 * The claims of SPEC.md section 1 ('25+ professionals', '100+ jobs done',
 * '4.9 rating'), each kept only once the real figure reaches it: never a
 * false claim (DESIGN.md section 10).
 */
export function visibleFigures(stats: TPublicStats | undefined): MarketingFigure[] {
  if (!stats) return [];
  const figures: MarketingFigure[] = [];
  if (stats.professionals >= 25) figures.push('professionals');
  if (stats.jobsDone >= 100) figures.push('jobsDone');
  if (stats.ratingCount > 0 && (stats.averageRating ?? 0) >= 4.9) figures.push('rating');
  return figures;
}
