import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberWords } from './amount-words.ts';

describe('indianNumberWords', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(indianNumberWords(0)).toBe('Zero');
    expect(indianNumberWords(15)).toBe('Fifteen');
    expect(indianNumberWords(150)).toBe('One Hundred Fifty');
    expect(indianNumberWords(1234)).toBe('One Thousand Two Hundred Thirty-Four');
    expect(indianNumberWords(100_000)).toBe('One Lakh');
    expect(indianNumberWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(indianNumberWords(1_000_000_000)).toBe('One Hundred Crore');
  });
});

describe('amountInWords', () => {
  it('writes rupees and paise', () => {
    expect(amountInWords(15_000)).toBe('Rupees One Hundred Fifty Only');
    expect(amountInWords(123_450)).toBe(
      'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only',
    );
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});
