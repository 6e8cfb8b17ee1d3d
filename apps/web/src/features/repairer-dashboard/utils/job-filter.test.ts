import type { TNearbyJob } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { categoryOptions, filterJobs, NO_FILTER } from './job-filter';

const job = (
  id: string,
  title: string,
  category: string | null,
  serviceType = 'Appliances',
  visit: Partial<TNearbyJob> = {},
) =>
  ({
    _id: id,
    title,
    category,
    serviceType,
    preferredDate: '2026-11-28',
    preferredTime: 'morning',
    createdAt: `2026-11-27T0${id}:00:00.000Z`,
    ...visit,
  }) as TNearbyJob;

const jobs = [
  job('1', 'Gas refill', 'Air Conditioner'),
  job('2', 'Tap leaking', 'Taps', 'Plumbing'),
  job('3', 'Fan installation', null, 'Electrical'),
  job('4', 'AC not cooling', 'Air Conditioner'),
];
const ids = (list: TNearbyJob[]) => list.map((j) => j._id);

describe('nearby job filter', () => {
  it('offers each category once, sorted, with the service type when a job has none', () => {
    expect(categoryOptions(jobs, (category) => category)).toEqual([
      { value: 'Air Conditioner', label: 'Air Conditioner' },
      { value: 'Electrical', label: 'Electrical' },
      { value: 'Taps', label: 'Taps' },
    ]);
  });

  it("sorts by the names the reader sees, in the order of their script's letters", () => {
    const hindi: Record<string, string> = {
      'Air Conditioner': 'एयर कंडीशनर',
      Electrical: 'बिजली',
      Taps: 'नल',
    };
    // ए (vowel) before the consonants, and न before ब, as in the Hindi alphabet.
    expect(categoryOptions(jobs, (category) => hindi[category]!).map((o) => o.value)).toEqual([
      'Air Conditioner',
      'Taps',
      'Electrical',
    ]);
  });

  it('keeps every job without a filter, newest first within a visit', () => {
    expect(ids(filterJobs(jobs, NO_FILTER))).toEqual(['4', '3', '2', '1']);
  });

  it('orders by the visit: its date, then the start of its slot', () => {
    // 17:30 in India on 27 November.
    const now = new Date('2026-11-27T12:00:00Z');
    const board = [
      job('1', 'a', null, 'Plumbing', { preferredDate: '2026-11-29', preferredTime: 'morning' }),
      job('2', 'b', null, 'Plumbing', { preferredDate: '2026-11-28', preferredTime: 'evening' }),
      job('3', 'c', null, 'Plumbing', { preferredDate: '2026-11-28', preferredTime: 'afternoon' }),
      job('4', 'd', null, 'Plumbing', { preferredDate: '2026-11-27', preferredTime: 'evening' }),
    ];
    expect(ids(filterJobs(board, NO_FILTER, now))).toEqual(['4', '3', '2', '1']);
    expect(ids(filterJobs(board, { ...NO_FILTER, day: 'today' }, now))).toEqual(['4']);
    expect(ids(filterJobs(board, { ...NO_FILTER, day: 'tomorrow' }, now))).toEqual(['3', '2']);
  });

  it('searches the title and the category, ignoring case and spaces', () => {
    expect(ids(filterJobs(jobs, { search: '  TAP ', category: '' }))).toEqual(['2']);
    expect(ids(filterJobs(jobs, { search: 'conditioner', category: '' }))).toEqual(['4', '1']);
    expect(ids(filterJobs(jobs, { search: 'electrical', category: '' }))).toEqual(['3']);
  });

  it('combines the category with the search', () => {
    expect(ids(filterJobs(jobs, { search: '', category: 'Air Conditioner' }))).toEqual(['4', '1']);
    expect(ids(filterJobs(jobs, { search: 'gas', category: 'Air Conditioner' }))).toEqual(['1']);
    expect(ids(filterJobs(jobs, { search: 'gas', category: 'Taps' }))).toEqual([]);
  });
});
