import { describe, expect, it } from 'vitest';
import { signUpUserByApi } from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { findRepairers, isRequestCreation } from '../support/search.ts';
import { DEMO, DEMO_PASSWORD, h1, toast, waitForPath } from '../support/ui.ts';

/**
 * Issue 20, item 1: a request sent to one professional from the search carries the street
 * address, the time slot and a contact, so the professional can find the house once the job is
 * his. Two people, two browsers: the customer and Ramesh (the demo plumber of 110017).
 */
const { openPage } = usePages();

describe('[USER][REPAIRER][DIRECT]: a request to one professional has a street address', () => {
  it('the customer gives address, slot and contact; Ramesh accepts and sees the full address', async () => {
    const customerPage = await openPage('customer');
    const customer = await signUpUserByApi(customerPage.context(), 'Farida Begum');
    // Unique to this run: Ramesh may hold other tests' plumbing requests.
    const street = `House ${Date.now() % 100000}, Lane 3, Shivalik Road, Malviya Nagar`;
    const description = `The geyser valve leaks (${street.slice(6, 11)}).`;

    await customerPage.goto('/user/dashboard');
    await h1(customerPage, 'Welcome, Farida!').waitFor();
    await findRepairers(customerPage, '110017', 'Plumbing');
    const ramesh = customerPage.getByRole('article', { name: 'Ramesh Kumar' });
    await ramesh.getByRole('button', { name: 'Request Service' }).click();

    // The form asks what the wizard asks, prefilled from the search and the account.
    const modal = customerPage.getByRole('dialog', { name: 'Confirm Service Request' });
    await modal
      .getByText(
        'Send a Plumbing request to Ramesh Kumar. They will confirm the price at the visit.',
      )
      .waitFor();
    const pincode = modal.getByLabel('Pincode', { exact: true });
    expect(await pincode.inputValue()).toBe('110017');
    await expect.poll(() => modal.getByLabel('State').inputValue()).toBe('Delhi');
    expect(await modal.getByLabel('Contact phone').inputValue()).toBe(customer.phone);
    expect(await modal.getByLabel('Full address').inputValue()).toBe('');
    expect(await modal.getByLabel('Visit date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Each missing field is named, in the order shown; nothing is sent meanwhile.
    let creations = 0;
    customerPage.on('request', (r) => {
      if (isRequestCreation(r.method(), r.url())) creations += 1;
    });
    const send = modal.getByRole('button', { name: 'Send Request' });
    await send.click();
    await toast(customerPage, 'Please provide a description for your service request.').waitFor();
    await modal.getByLabel('Description').fill(description);
    await send.click();
    await toast(
      customerPage,
      'Please provide a full address and pincode for manual entry.',
    ).waitFor();
    await modal.getByLabel('Full address').fill(street);
    await send.click();
    await toast(customerPage, 'Please select a preferred time slot.').waitFor();
    await modal.getByLabel('Visit date').selectOption({ label: 'Tomorrow' });
    await modal.getByLabel('Preferred time slot').selectOption({ label: 'Evening (5 PM-9 PM)' });
    expect(creations).toBe(0);

    const created = customerPage.waitForResponse((r) =>
      isRequestCreation(r.request().method(), r.url()),
    );
    await send.click();
    await toast(customerPage, 'Service request submitted successfully for Ramesh Kumar!').waitFor();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      title: 'Plumbing service request',
      targeted: true,
      preferredTime: 'evening',
      contactInfo: customer.phone,
      location: { address: street, pincode: '110017', city: 'South Delhi', state: 'Delhi' },
    });
    expect(creations).toBe(1);

    // Ramesh logs in, accepts the job sent to him, and finds the house on his card.
    const repairerPage = await openPage('ramesh');
    await repairerPage.goto('/repairer/login');
    await h1(repairerPage, 'Professional login').waitFor();
    await repairerPage.getByLabel('Phone number').fill(DEMO.repairer.phone);
    await repairerPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await repairerPage.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(repairerPage, '/repairer/dashboard');
    await h1(repairerPage, 'Welcome, Ramesh Kumar!').waitFor();
    const availability = repairerPage.getByRole('switch', { name: 'Available for jobs' });
    if ((await availability.getAttribute('aria-checked')) === 'false') await availability.click();
    const offer = repairerPage
      .getByRole('article', { name: 'Plumbing service request' })
      .filter({ hasText: description });
    // Before he accepts, the board shows the area, never the street.
    await offer.getByText('Requested for you').waitFor();
    expect(await offer.textContent()).not.toContain('Shivalik');
    await offer.getByRole('button', { name: 'Accept Plumbing service request' }).click();
    await toast(
      repairerPage,
      'Job request accepted! Please provide your quote on the In Progress page.',
    ).waitFor();
    await waitForPath(repairerPage, '/repairer/inprogress');
    await h1(repairerPage, 'Assigned Jobs').waitFor();
    const card = repairerPage.getByTestId('assigned-job-card').filter({ hasText: street });
    await card.getByText(`${street} - 110017`).waitFor();
    await card.getByText('Farida Begum').waitFor();
    await card.getByRole('link', { name: /Call/ }).waitFor();
    await card.getByText('Job details').click();
    await card.getByText(customer.phone).first().waitFor();
    await card.getByText('Tomorrow, Evening').first().waitFor();
  });
});
