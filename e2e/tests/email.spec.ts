import { LANGUAGE_COOKIE } from '@gharseva/domain';
import { describe, expect, inject, it } from 'vitest';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
} from '../support/accounts.ts';
import { confirmationSentTo, emailTo, emailsTo, freshEmail } from '../support/email-outbox.ts';
import { call, repairerApiFor } from '../support/jobs.ts';
import { text } from '../support/locales.ts';
import { usePages } from '../support/pages.ts';

const { openPage } = usePages();

/** Varanasi: no other test sends work there. */
const PINCODE = '221001';

describe('[USER][EMAIL]: an email address confirmed, and notifications by email', () => {
  it('a Hindi customer confirms an email by its code, then gets a quote by email in Hindi', async () => {
    const page = await openPage('customer', 1280);
    await page
      .context()
      .addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: inject('baseURL') }]);
    const plumber = await signUpRepairerByApi({
      fullname: 'Ramesh Kumar',
      pincode: PINCODE,
      service: 'plumbing',
    });
    await signUpUserByApi(page.context(), 'Sunita Sharma');
    const address = freshEmail('sunita');

    // Settings, from the header, in Hindi.
    await page.goto('/user/dashboard');
    await page.getByRole('link', { name: text('hi', 'common', 'header.settings') }).click();
    await page.getByRole('heading', { name: text('hi', 'email', 'settings.title') }).waitFor();
    await page.getByRole('textbox', { name: text('hi', 'email', 'address.label') }).fill(address);
    await page.getByRole('button', { name: text('hi', 'email', 'address.send') }).click();
    await page.getByText(text('hi', 'email', 'address.sent', { email: address })).waitFor();

    // The code, read from the outbox, in a mail written in Hindi.
    const { code, line } = await confirmationSentTo(address);
    expect(line.subject).toBe(`आपका GharSeva ईमेल कोड: ${code}`);
    expect(line.text).toContain('नमस्ते Sunita Sharma,');
    await page.getByLabel(text('hi', 'email', 'address.codeLabel')).fill(code);
    await page.getByRole('button', { name: text('hi', 'email', 'address.confirm') }).click();
    await page.getByText(text('hi', 'email', 'address.confirmedAs', { email: address })).waitFor();
    // The switch is on by default.
    const emailSwitch = page.getByRole('switch', { name: text('hi', 'email', 'switch.label') });
    expect(await emailSwitch.getAttribute('aria-checked')).toBe('true');

    // A request, accepted and quoted by the plumber: the quote arrives as an email in Hindi.
    const requestId = await createOpenRequestByApi(page.context(), {
      title: 'रसोई का नल',
      pincode: PINCODE,
      fullAddress: '12, Assi Ghat Road',
    });
    const api = await repairerApiFor(plumber);
    try {
      await call(api, 'PUT', `/api/service-requests/repairer/${requestId}/status`, {
        status: 'accept_request_for_quote',
      });
      await call(api, 'PUT', `/api/service-requests/repairer/${requestId}/quote`, {
        estimatedPrice: 450,
      });
    } finally {
      await api.dispose();
    }
    const quote = await emailTo(address, (l) => l.text.includes('कोटेशन मिला'));
    expect(quote.kind).toBe('notification');
    expect(quote.subject).toMatch(/^GharSeva: /);
    expect(quote.subject).toContain('रसोई का नल');
    expect(quote.text).toContain('₹450');
    expect(quote.text).toContain(`/user/inprogress#request-${requestId}`);
    expect(quote.text).toContain('GharSeva में खोलें');
    expect(quote.text).not.toMatch(/You have a quote|Open in GharSeva/);

    // Switched off: work starting is not mailed. Switched on again: the completion code's
    // notice is, and it comes after the one that was not.
    await page.goto('/user/settings');
    await emailSwitch.click();
    await page
      .getByText(text('hi', 'email', 'switch.saved'))
      .first()
      .waitFor();
    expect(await emailSwitch.getAttribute('aria-checked')).toBe('false');
    const accepted = await page
      .context()
      .request.put(`/api/service-requests/user/${requestId}/accept-quote`, {
        headers: { origin: inject('baseURL') },
      });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    const work = await repairerApiFor(plumber);
    try {
      await call(work, 'PUT', `/api/service-requests/repairer/${requestId}/status`, {
        status: 'in_progress',
      });
      await page
        .getByText(text('hi', 'email', 'switch.saved'))
        .first()
        .waitFor({ state: 'hidden' });
      await emailSwitch.click();
      await page
        .getByText(text('hi', 'email', 'switch.saved'))
        .first()
        .waitFor();
      expect(await emailSwitch.getAttribute('aria-checked')).toBe('true');
      await call(work, 'POST', `/api/service-requests/repairer/${requestId}/pending`);
    } finally {
      await work.dispose();
    }
    await emailTo(address, (l) => l.text.includes('कम्प्लीशन कोड'));
    expect(emailsTo(address).filter((l) => l.text.includes('काम शुरू हो गया'))).toHaveLength(0);
  });

  it('a professional confirms an email by the mailed link', async () => {
    const page = await openPage('repairer', 1280);
    const carpenter = await signUpRepairerByApi({
      fullname: 'Vikram Singh',
      pincode: PINCODE,
      service: 'carpentry',
    });
    const address = freshEmail('vikram');
    const api = await repairerApiFor(carpenter);
    try {
      await call(api, 'PUT', '/api/repairer/email', { email: address });
      const { linkPath } = await confirmationSentTo(address);
      await page.goto(linkPath);
      await page.getByText(text('en', 'email', 'link.confirmed')).waitFor();
      // The token left the address bar.
      expect(new URL(page.url()).hash).toBe('');
      const status = await (await api.get('/api/repairer/email')).json();
      expect(status).toMatchObject({ data: { email: address, verified: true } });
      // Used once: opening it again (a new page load, not a jump within this one) says so.
      await page.goto('about:blank');
      await page.goto(linkPath);
      await page.getByText(text('en', 'email', 'link.failed')).waitFor();
    } finally {
      await api.dispose();
    }
  });
});
