import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpRepairerByApi, signUpUserByApi, TEST_PASSWORD } from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi, toast, waitForPath } from '../support/ui.ts';
import { wizardDialog } from '../support/wizard.ts';

/**
 * Issue 20, item 8: a pincode pasted as it is written on a letter ("110 017", "110-017") is
 * kept as its six digits, wherever a pincode is typed, with the phone's number keyboard.
 */
const { openPage } = usePages();

/** Pastes `text` into the empty field, as a phone's paste or an autofill inserts it. */
async function paste(page: Page, field: Locator, text: string) {
  await field.fill('');
  await field.focus();
  await page.keyboard.insertText(text);
}

describe('[USER][REPAIRER][PINCODE]: one pincode input that takes spaces and hyphens', () => {
  it('keeps 110017 from a pasted "110 017" in the repairer profile and saves it', async () => {
    const page = await openPage('repairer', 1280);
    const repairer = await signUpRepairerByApi({
      fullname: 'Sunil Yadav',
      pincode: '302001',
      service: 'plumbing',
    });
    await signInByApi(page.context(), { role: 'repairer', ...repairer }, TEST_PASSWORD);
    await page.goto('/repairer/profile');
    await h1(page, 'My Profile').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();

    const pincode = page.getByLabel('Pincode', { exact: true });
    expect(await pincode.getAttribute('inputmode')).toBe('numeric');
    await paste(page, pincode, '110 017');
    expect(await pincode.inputValue()).toBe('110017');
    await paste(page, pincode, '110-017');
    expect(await pincode.inputValue()).toBe('110017');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile saved successfully!').waitFor();
    const saved = await page.context().request.get('/api/repairer/profile');
    const body = (await saved.json()) as { data: { pincode: string } };
    expect(body.data.pincode).toBe('110017');
  });

  it('searches 110017 from a pasted "110 017" on the dashboard', async () => {
    const page = await openPage('customer', 1280);
    await signUpUserByApi(page.context(), 'Rekha Pillai');
    await page.goto('/user/dashboard');
    await h1(page, 'Welcome, Rekha!').waitFor();
    const finder = page.getByRole('region', { name: 'Find repairers near you' });
    const pincode = finder.getByLabel('Pincode');
    expect(await pincode.getAttribute('inputmode')).toBe('numeric');
    await paste(page, pincode, '110 017');
    expect(await pincode.inputValue()).toBe('110017');
    await finder.getByLabel('Service category').selectOption({ label: 'Plumbing' });
    await finder.getByRole('button', { name: 'Find Repairers' }).click();
    await waitForPath(page, '/user/repairers');
    await page.getByText('Plumbing professionals near 110017').waitFor();
  });

  it('takes "110 017" in the request wizard', async () => {
    const page = await openPage('customer', 1280);
    await signUpUserByApi(page.context(), 'Nisha Kapoor');
    await page.goto('/request-service?service=Plumbing');
    const wizard = wizardDialog(page);
    await wizard.getByRole('button', { name: 'Enter Manually' }).click();
    const wizardPincode = wizard.getByLabel('Pincode', { exact: true });
    expect(await wizardPincode.getAttribute('inputmode')).toBe('numeric');
    await paste(page, wizardPincode, '110 017');
    expect(await wizardPincode.inputValue()).toBe('110017');
  });
});
