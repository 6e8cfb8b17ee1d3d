import { LANGUAGE_COOKIE, type LanguageCode } from '@gharseva/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpUserByApi, TEST_PASSWORD } from '../support/accounts.ts';
import { jobAwaitingPayment, payByApi } from '../support/jobs.ts';
import { text } from '../support/locales.ts';
import { freshPhone } from '../support/outbox.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi, waitForPath } from '../support/ui.ts';

/**
 * Issue 20, item 14 (decision 040): what a native reader of Urdu, Bengali and Tamil sees in
 * the numbers and runs of Latin text on the pages: a phone number in its order inside Urdu,
 * Urdu time slots, amounts in the language's digits, and short amounts in lakh.
 */
const { openPage } = usePages();

/** The language chosen before (the cookie the language button writes): pages render in it. */
async function readIn(page: Page, code: LanguageCode) {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: code, url: inject('baseURL') }]);
}

/** The screen x of the character at `index` of the element's text (its first text node). */
async function characterX(element: Locator, index: number): Promise<number> {
  return element.evaluate((node, at) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let offset = at;
    for (let textNode = walker.nextNode(); textNode; textNode = walker.nextNode()) {
      const length = textNode.textContent?.length ?? 0;
      if (offset < length) {
        const range = document.createRange();
        range.setStart(textNode, offset);
        range.setEnd(textNode, offset + 1);
        return range.getBoundingClientRect().left;
      }
      offset -= length;
    }
    throw new Error(`no character ${at}`);
  }, index);
}

describe('[USER][LANGUAGE]: texts a native reader reads without stumbling', () => {
  it('Urdu: the code screen shows the phone number in its order, and time slots in Urdu', async () => {
    const page = await openPage('customer');
    await readIn(page, 'ur');
    const phone = freshPhone();
    const spaced = `${phone.slice(0, 5)} ${phone.slice(5)}`;

    await page.goto('/user/getotp');
    await page.getByLabel(text('ur', 'auth', 'fields.phone'), { exact: true }).fill(phone);
    // The field's +91 prefix reads left to right too.
    const prefix = page.getByText('+91', { exact: true });
    expect(await prefix.evaluate((node) => node.closest('[dir="ltr"]') !== null)).toBe(true);
    await page.getByRole('button', { name: text('ur', 'auth', 'getOtp.submit') }).click();
    await waitForPath(page, '/user/verify-otp');
    await h1(page, text('ur', 'auth', 'verifyOtp.title')).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // The number is one isolated left-to-right run inside the right-to-left sentence ...
    const number = page.getByText(`+91 ${spaced}`, { exact: true });
    await number.waitFor();
    expect(await number.getAttribute('dir')).toBe('ltr');
    expect(await number.evaluate((node) => getComputedStyle(node).unicodeBidi)).toBe('isolate');
    // ... so it shows as '+91 98765 43210', not '43210 98765 91+': +91 first from the left,
    // then the first five digits, then the last five.
    const plus = await characterX(number, 0);
    const firstGroup = await characterX(number, 4);
    const lastGroup = await characterX(number, 10);
    expect(plus).toBeLessThan(firstGroup);
    expect(firstGroup).toBeLessThan(lastGroup);
    // The sentence around it is Urdu, read right to left: the number sits at its right end.
    const sentence = number.locator('xpath=..');
    expect(await sentence.textContent()).toContain(
      text('ur', 'auth', 'verifyOtp.subtitle').split('</strong>')[1]!.trim(),
    );

    // The Request Service wizard: its time slots are Urdu words, not '(9 AM-12 PM)'.
    await signUpUserByApi(page.context(), 'Zoya Siddiqui');
    await page.goto('/user/dashboard');
    await h1(page, text('ur', 'dashboard', 'user.welcome', { name: 'Zoya' })).waitFor();
    await page
      .getByRole('article', { name: text('ur', 'catalogue', 'Plumbing') })
      .getByRole('button', { name: text('ur', 'dashboard', 'user.services.book') })
      .click();
    const wizard = page.getByRole('dialog', { name: text('ur', 'wizard', 'title') });
    await wizard.getByRole('button', { name: text('ur', 'wizard', 'location.manual') }).click();
    await wizard
      .getByLabel(text('ur', 'wizard', 'location.fullAddress'), { exact: true })
      .fill('مکان 12، گلی 4، جامعہ نگر');
    await wizard
      .getByLabel(text('ur', 'wizard', 'location.pincode'), { exact: true })
      .fill('110025');
    await wizard.getByRole('button', { name: text('ur', 'wizard', 'location.next') }).click();
    const slot = wizard.getByLabel(text('ur', 'wizard', 'details.timeSlot'), { exact: true });
    await slot.waitFor();
    const options = (await slot.locator('option').allTextContents()).filter(
      (option) => option !== text('ur', 'wizard', 'details.timeSlotPlaceholder'),
    );
    expect(options).toEqual([
      'صبح (9 سے 12 بجے تک)',
      'دوپہر (12 سے 5 بجے تک)',
      'شام (5 سے 9 بجے تک)',
      text('ur', 'common', 'timeSlots.flexible'),
    ]);
    for (const option of options) expect(option).not.toMatch(/AM|PM/);
  });

  it('Bengali: the visit price note on the dashboard writes its amount in Bengali digits', async () => {
    const page = await openPage('customer');
    await readIn(page, 'bn');
    await signUpUserByApi(page.context(), 'Ananya Bose');
    await page.goto('/user/dashboard');
    await h1(page, text('bn', 'dashboard', 'user.welcome', { name: 'Ananya' })).waitFor();
    const note = page.getByText(text('bn', 'common', 'visitPrice.note', { fee: '₹১৫০' }), {
      exact: true,
    });
    await note.first().waitFor();
    expect(await note.first().textContent()).not.toMatch(/[0-9]/);
  });

  it('Tamil: a short amount on the earnings chart reads in lakh, not millions', async () => {
    const customerPage = await openPage('customer');
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Kavitha Raman',
      repairerName: 'Selvam Murugan',
      title: 'Modular kitchen cabinets (lakh)',
      quoteRupees: 1_50_000,
    });
    await payByApi(customerPage.context(), job);

    const page = await openPage('repairer');
    await readIn(page, 'ta');
    await signInByApi(
      page.context(),
      { role: 'repairer', phone: job.repairer.phone, fullname: job.repairer.fullname },
      TEST_PASSWORD,
    );
    await page.goto('/repairer/analytics');
    await h1(page, text('ta', 'repairer', 'analytics.title')).waitFor();
    const chart = page.getByRole('figure');
    await chart.getByTestId('earnings-bar').first().waitFor();
    const labels = await chart.locator('li > span').allTextContents();
    // This month's earnings of about 1.5 lakh: '₹1.5 லட்சம்' (ICU's Tamil wrote '₹150ஆ').
    const thisMonth = labels.at(-1) ?? '';
    expect(thisMonth).toMatch(/^₹\d+(\.\d)?\sலட்சம்$/);
    expect(labels.join(' ')).not.toMatch(/மி|ஆ/);
  });
});
