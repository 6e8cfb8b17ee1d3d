import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/** The parts of a Nominatim `jsonv2` reverse answer the web app reads. */
export interface NominatimAnswer {
  display_name?: string;
  address?: {
    road?: string;
    neighbourhood?: string;
    suburb?: string;
    city?: string;
    town?: string;
    village?: string;
    state?: string;
    postcode?: string;
    country?: string;
  };
  error?: string;
}

export interface GeocoderStub {
  /** Each point the browser asked about, in order. */
  lookups: { latitude: number; longitude: number }[];
  /** What the following lookups get: an answer, or an HTTP status to fail with. */
  answerWith(next: NominatimAnswer | number): void;
}

/**
 * Stands in for the reverse geocoder named by GET /api/public/config (the one
 * call of the wizard that leaves the machine), answering every page of `context`.
 */
export async function stubGeocoder(
  context: BrowserContext,
  first: NominatimAnswer | number,
): Promise<GeocoderStub> {
  const config = await context.request.get('/api/public/config');
  expect(config.status()).toBe(200);
  const { geocoderUrl } = ((await config.json()) as { data: { geocoderUrl: string } }).data;
  const target = new URL(geocoderUrl);

  let answer = first;
  const stub: GeocoderStub = {
    lookups: [],
    answerWith: (next) => {
      answer = next;
    },
  };
  await context.route(
    (url) => url.origin === target.origin && url.pathname === target.pathname,
    async (route) => {
      const url = new URL(route.request().url());
      stub.lookups.push({
        latitude: Number(url.searchParams.get('lat')),
        longitude: Number(url.searchParams.get('lon')),
      });
      const current = answer;
      await route.fulfill({
        status: typeof current === 'number' ? current : 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify(typeof current === 'number' ? { error: 'Unavailable' } : current),
      });
    },
  );
  return stub;
}
