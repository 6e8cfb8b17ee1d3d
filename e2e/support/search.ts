import type { Page } from 'playwright-core';
import { h1, waitForPath } from './ui.ts';

/** Whether a request the browser sent creates a service request. */
export const isRequestCreation = (method: string, url: string) =>
  method === 'POST' && new URL(url).pathname === '/api/service-requests';

/** The dashboard's 'Find repairers near you' form, filled and sent, up to the results page. */
export async function findRepairers(page: Page, pincode: string, category: string) {
  const finder = page.getByRole('region', { name: 'Find repairers near you' });
  await finder.getByLabel('Pincode').fill(pincode);
  await finder.getByLabel('Service category').selectOption({ label: category });
  await finder.getByRole('button', { name: 'Find Repairers' }).click();
  await waitForPath(page, '/user/repairers');
  await h1(page, 'Available Repairers').waitFor();
}
