import { describe, expect, it } from 'vitest';
import { formatChange } from './change-value';

describe('formatChange', () => {
  it('signs percentages of jobs and earnings', () => {
    expect(formatChange(12, 'percent')).toEqual({ text: '+12%', trend: 'up' });
    expect(formatChange(-4.46, 'percent')).toEqual({ text: '-4.5%', trend: 'down' });
    expect(formatChange(0, 'percent')).toEqual({ text: '0%', trend: 'flat' });
    expect(formatChange(250, 'percent').text).toBe('+250%');
  });

  it('signs the difference of active jobs as a whole number', () => {
    expect(formatChange(2, 'count')).toEqual({ text: '+2', trend: 'up' });
    expect(formatChange(-1, 'count')).toEqual({ text: '-1', trend: 'down' });
    expect(formatChange(0, 'count')).toEqual({ text: '0', trend: 'flat' });
  });

  it('signs the rating difference with one decimal', () => {
    expect(formatChange(0.3, 'rating')).toEqual({ text: '+0.3', trend: 'up' });
    expect(formatChange(-0.25, 'rating').text).toBe('-0.2');
    expect(formatChange(1, 'rating').text).toBe('+1.0');
  });

  it('reads a change that rounds to zero, or no number at all, as flat', () => {
    expect(formatChange(0.04, 'rating')).toEqual({ text: '0.0', trend: 'flat' });
    expect(formatChange(Number.NaN, 'percent')).toEqual({ text: '0%', trend: 'flat' });
  });
});
