import { describe, expect, it } from 'vitest';
import { readPushMessage, sitePath, windowFor } from './push-message';

const data = (value: string) => ({ text: () => value });

describe('readPushMessage', () => {
  it('reads the server payload', () => {
    const payload = {
      title: 'GharSeva Partner',
      body: 'New job near you: "Blocked drain" in New Delhi 110017.',
      url: '/repairer/dashboard#request-abc',
      tag: 'job-abc',
    };
    expect(readPushMessage(data(JSON.stringify(payload)))).toEqual(payload);
  });

  it('still shows something for an empty or broken push', () => {
    const plain = { title: 'GharSeva', body: '', url: '/', tag: undefined };
    expect(readPushMessage(null)).toEqual(plain);
    expect(readPushMessage(data('not json'))).toEqual(plain);
    expect(readPushMessage(data('"a string"'))).toEqual(plain);
    expect(readPushMessage(data('{"title": 5, "url": 7}'))).toEqual(plain);
  });
});

describe('sitePath', () => {
  it('keeps paths of this site and sends anything else home', () => {
    expect(sitePath('/user/inprogress#request-1')).toBe('/user/inprogress#request-1');
    expect(sitePath('https://evil.example/')).toBe('/');
    expect(sitePath('//evil.example/x')).toBe('/');
    expect(sitePath('/\\evil.example')).toBe('/');
    expect(sitePath('javascript:alert(1)')).toBe('/');
    expect(sitePath(undefined)).toBe('/');
  });
});

describe('windowFor', () => {
  it('prefers a window already on the page, else the first one', () => {
    const a = { url: 'https://x.test/user/dashboard' };
    const b = { url: 'https://x.test/user/inprogress' };
    expect(windowFor([a, b], 'https://x.test/user/inprogress')).toBe(b);
    expect(windowFor([a, b], 'https://x.test/review/1')).toBe(a);
    expect(windowFor([], 'https://x.test/')).toBeUndefined();
  });
});
