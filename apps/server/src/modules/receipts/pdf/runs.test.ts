import { describe, expect, it } from 'vitest';
import { splitRuns, visualOrder } from './runs.ts';

describe('splitRuns', () => {
  it('sets each script in its own run and the rest in Latin', () => {
    expect(splitRuns('रसीद GS/2026-27/000001')).toEqual([
      { script: 'devanagari', text: 'रसीद' },
      { script: null, text: ' GS/2026-27/000001' },
    ]);
    expect(splitRuns('₹1,200.00')).toEqual([
      { script: 'devanagari', text: '₹' },
      { script: null, text: '1,200.00' },
    ]);
    expect(splitRuns('রসিদ।')).toEqual([{ script: 'bengali', text: 'রসিদ।' }]);
    expect(splitRuns('ரசீது')).toEqual([{ script: 'tamil', text: 'ரசீது' }]);
  });
});

describe('visualOrder', () => {
  it('reverses the right-to-left runs and keeps figures in reading order', () => {
    const runs = splitRuns('رسید نمبر GS/1 ₹5');
    const order = visualOrder(runs, (s) => s === 'arabic').map((r) => r.text);
    expect(order).toEqual([' GS/1 ', '₹', '5', 'نمبر', ' ', 'رسید']);
    expect(visualOrder(splitRuns('Receipt 1'), () => true)).toEqual(splitRuns('Receipt 1'));
  });
});
