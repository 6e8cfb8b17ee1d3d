import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
  TEST_PASSWORD,
} from '../support/accounts.ts';
import { jobAwaitingPayment, payByApi, quotedJob } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi } from '../support/ui.ts';

/**
 * Issue 20, item 13 (decision 037), on a 360 px phone: the floating language button covers
 * nothing important (the Average Rating tile, the quote input), the professional's tabs show
 * their whole labels, and the customer's Call link is named by what it shows (WCAG 2.5.3).
 */
const { openPage } = usePages();
const PHONE = 360;
/** A 360 x 740 phone, as the walkthrough and the accessibility sweep use. */
const PHONE_HEIGHT = 740;
/** Indore: no other test sends work there, so this professional's list is this test's. */
const PINCODE = '452001';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when the language button's box meets `target`'s, with the target scrolled into view. */
async function expectNotCovered(page: Page, target: Locator, what: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const button = await boxOf(page.getByTestId('language-button'));
  const box = await boxOf(target);
  expect(intersects(button, box), `the language button covers ${what}`).toBe(false);
}

/**
 * Fails when the language button floats over the page's content: it must sit in the header's
 * own room, so no scroll position brings content under it.
 */
async function expectInHeader(page: Page): Promise<void> {
  const button = await boxOf(page.getByTestId('language-button'));
  const header = await boxOf(page.locator('header').first());
  expect(button.y).toBeGreaterThanOrEqual(header.y);
  expect(button.y + button.height).toBeLessThanOrEqual(header.y + header.height);
}

/** A new professional in Indore, signed in on `page`, with an open job accepted (to quote). */
async function professionalWithJobToQuote(page: Page, customerPage: Page) {
  const repairer = await signUpRepairerByApi({
    fullname: 'Deepak Chauhan',
    pincode: PINCODE,
    service: 'carpentry',
  });
  await signUpUserByApi(customerPage.context(), 'Shalini Kapoor');
  const requestId = await createOpenRequestByApi(customerPage.context(), {
    title: 'Study table leg repair',
    serviceType: 'Carpentry',
    pincode: PINCODE,
    fullAddress: '8, Race Course Road',
    description: 'One leg of the study table has come loose.',
  });
  await signInByApi(page.context(), { role: 'repairer', ...repairer }, TEST_PASSWORD);
  const accepted = await page
    .context()
    .request.put(`/api/service-requests/repairer/${requestId}/status`, {
      headers: { origin: inject('baseURL') },
      data: { status: 'accept_request_for_quote' },
    });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return repairer;
}

describe('[REPAIRER][360 PX]: nothing important covered or cut', () => {
  it('keeps the language button off the Average Rating tile and the quote input, and shows whole tab labels', async () => {
    const page = await openPage('repairer', PHONE);
    await page.setViewportSize({ width: PHONE, height: PHONE_HEIGHT });
    const customerPage = await openPage('customer', PHONE);
    const repairer = await professionalWithJobToQuote(page, customerPage);

    await page.goto('/repairer/dashboard');
    await h1(page, `Welcome, ${repairer.fullname}!`).waitFor();
    const rating = page.getByTestId('stat-average-rating');
    await rating.getByText('Average Rating').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNotCovered(page, rating, 'the Average Rating tile');
    await expectInHeader(page);

    // The tabs: every label whole (nothing cut with an ellipsis), the row scrolls instead.
    const tabs = page.getByTestId('repairer-tabs').getByTestId('nav-label');
    const labels = await tabs.evaluateAll((spans) =>
      spans.map((span) => ({
        text: span.textContent ?? '',
        cut: span.scrollWidth > span.clientWidth,
      })),
    );
    expect(labels.map((l) => l.text)).toEqual([
      'Messages',
      'Assigned Jobs',
      'Notifications',
      'Profile',
      'Settings',
    ]);
    expect(labels.filter((l) => l.cut).map((l) => l.text)).toEqual([]);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE);

    // The quote input of the assigned job, at the top of the screen and scrolled into view.
    await page.getByTestId('repairer-tabs').getByRole('link', { name: 'Assigned Jobs' }).click();
    await h1(page, 'Assigned Jobs').waitFor();
    const quote = page.getByLabel('Your quote (₹)');
    await quote.waitFor();
    await expectNotCovered(page, quote, 'the quote input');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectNotCovered(page, page.getByRole('button', { name: 'Submit Quote' }), 'Submit');
    await expectInHeader(page);
  });
});

/** axe's Label in Name rule (experimental in axe, so named) on the page as it is. */
async function labelInNameViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.html}`),
  );
}

describe("[USER][360 PX]: the professional's Call link is named by what it shows", () => {
  it('passes Label in Name on the in-progress, completed and all-services pages', async () => {
    const page = await openPage('customer', PHONE);
    const quoted = await quotedJob(page.context(), {
      customerName: 'Meena Joshi',
      repairerName: 'Ramesh Kumar Yadav',
      title: 'Cabinet handle fixing',
    });
    await quoted.done();
    const payer = await openPage('payer', PHONE);
    const paid = await jobAwaitingPayment(payer.context(), {
      customerName: 'Karan Malhotra',
      repairerName: 'Ramesh Kumar Yadav',
      title: 'Bed frame bolt',
    });
    await payByApi(payer.context(), paid);

    const pages: [Page, string, string, string][] = [
      [page, '/user/inprogress', 'In-Progress Services', quoted.repairer.phone],
      [page, '/user/show-services', 'My Services', quoted.repairer.phone],
      [payer, '/user/completed-services', 'Completed Services', paid.repairer.phone],
    ];
    for (const [p, path, heading, phone] of pages) {
      await p.goto(path);
      await h1(p, heading).waitFor();
      const call = p.locator(`a[href="tel:+91${phone}"]`).first();
      await call.waitFor();
      // Its name starts with what it shows: 'Call 98765 43210'.
      const shown = ((await call.innerText()) ?? '').replace(/\s+/g, ' ').trim();
      const name = (await call.getAttribute('aria-label')) ?? shown;
      expect(shown).toMatch(/^Call /);
      expect(name.startsWith(shown), `${path}: '${name}' starts with '${shown}'`).toBe(true);
      expect(await labelInNameViolations(p), path).toEqual([]);
    }
  });
});
