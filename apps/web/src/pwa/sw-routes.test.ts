import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_URL,
  isAppNavigation,
  isHashedAsset,
  isServerCall,
  isStaticFile,
  OFFLINE_URL,
  offlineFallbackFor,
} from './sw-routes';

const origin = 'https://gharseva.example';
const at = (path: string) => new URL(path, origin);
const SERVER_CALLS = [
  '/api/check-auth',
  '/api/user/payments/abc',
  '/api',
  '/socket.io/?EIO=4&transport=polling',
];

describe('the service worker routes', () => {
  it('answers no /api or /socket.io request, so none is ever cached', () => {
    for (const path of SERVER_CALLS) {
      const url = at(path);
      expect(isServerCall(url), path).toBe(true);
      expect(isAppNavigation('navigate', url, origin), path).toBe(false);
      expect(isHashedAsset(url, origin), path).toBe(false);
      expect(isStaticFile(url, origin), path).toBe(false);
    }
  });

  it('takes same-origin page loads only', () => {
    expect(isAppNavigation('navigate', at('/user/dashboard'), origin)).toBe(true);
    expect(isAppNavigation('cors', at('/user/dashboard'), origin)).toBe(false);
    expect(isAppNavigation('navigate', new URL('https://checkout.razorpay.com/'), origin)).toBe(
      false,
    );
    expect(isAppNavigation('navigate', at('/apis-are-pages-too'), origin)).toBe(true);
  });

  it('falls back to the shell for public pages and to the offline page elsewhere', () => {
    for (const path of ['/', '/services', '/contact-us/', '/privacy-policy?x=1']) {
      expect(offlineFallbackFor(at(path)), path).toBe(APP_SHELL_URL);
    }
    for (const path of ['/user/dashboard', '/repairer/dashboard', '/user/login', '/review/1']) {
      expect(offlineFallbackFor(at(path)), path).toBe(OFFLINE_URL);
    }
  });

  it('caches hashed build files and the icons of our origin only', () => {
    expect(isHashedAsset(at('/assets/index-abc.js'), origin)).toBe(true);
    expect(isHashedAsset(new URL('https://cdn.example/assets/x.js'), origin)).toBe(false);
    expect(isStaticFile(at('/icons/icon-192.png'), origin)).toBe(true);
    expect(isStaticFile(at('/favicon.svg'), origin)).toBe(true);
    expect(isStaticFile(at('/sw.js'), origin)).toBe(false);
  });
});
