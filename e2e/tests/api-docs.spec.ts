import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages } from '../support/pages.ts';

const { openPage } = usePages();

/** Everything the page reports that the CSP refused, or that failed to load or run. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

describe('[PUBLIC][API]: the API reference at /api/docs', () => {
  it('renders every operation from the document, with its refusals, under our CSP', async () => {
    const page = await openPage('developer', 1280);
    const problems = watchProblems(page);
    // Violations are also events in the page: count them from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /GharSeva API/ }).waitFor();
    const operation = page.locator('.opblock', { hasText: '/api/user/notifications/read/{id}' });
    await operation.getByText('PUT', { exact: true }).waitFor();
    const list = page.locator('.opblock-get', { hasText: '/api/user/notifications' }).first();
    await list.getByText('GET', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(60);

    // An operation opens on its summary, auth, parameters and each refusal with its codes.
    await operation.locator('.opblock-summary-control').click();
    await operation.getByText("Marks one of the user's notifications read").first().waitFor();
    await operation.getByText('NOT_FOUND: Not found.').waitFor();
    await operation.getByText('UNAUTHENTICATED: Please log in to continue.').waitFor();

    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
