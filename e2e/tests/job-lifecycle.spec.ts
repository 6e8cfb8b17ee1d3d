import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
  TEST_PASSWORD,
  type TestAccount,
} from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { codeSentTo } from '../support/outbox.ts';
import { DEMO, h1, signInByApi, toast, waitForPath } from '../support/ui.ts';
import {
  chooseIssue,
  describeJob,
  enterAddressManually,
  stepHeading,
  submitRequest,
  wizardDialog,
} from '../support/wizard.ts';

/**
 * Two people in two browsers, one job: the customer's context and the
 * professional's, each with its own cookies, on the same server.
 */
const { openPage } = usePages();

/** A carpenter in Bhopal (462001), where no other test sends work: their job list is this test's. */
async function newCarpenter(fullname: string): Promise<TestAccount> {
  return signUpRepairerByApi({ fullname, pincode: '462001', service: 'carpentry' });
}

/** The professional, signed in, goes online on the dashboard and accepts the job named `title`. */
async function goOnlineAndAccept(page: Page, repairer: TestAccount, title: string) {
  await signInByApi(page.context(), { role: 'repairer', ...repairer }, TEST_PASSWORD);
  await page.goto('/repairer/dashboard');
  await h1(page, `Welcome, ${repairer.fullname}!`).waitFor();
  // New professionals start offline: no job list until they switch on.
  const availability = page.getByRole('switch', { name: 'Available for jobs' });
  expect(await availability.getAttribute('aria-checked')).toBe('false');
  await availability.click();
  await page.getByRole('heading', { name: "You're Online & Ready!" }).waitFor();
  await page.getByText('1 nearby job available in your area').waitFor();

  const job = page.getByRole('article', { name: title });
  await job.getByRole('button', { name: `Accept ${title}` }).click();
  await toast(
    page,
    'Job request accepted! Please provide your quote on the In Progress page.',
  ).waitFor();
  await waitForPath(page, '/repairer/inprogress');
  await h1(page, 'Assigned Jobs').waitFor();
}

/** The professional's quote, in rupees, from the assigned job's card. */
async function submitQuote(card: Locator, rupees: string) {
  await card.getByTestId('status-badge').getByText('Pending Quote', { exact: true }).waitFor();
  await card.getByLabel('Your quote (₹)').fill(rupees);
  await card.getByRole('button', { name: 'Submit Quote' }).click();
}

/** The id of the customer's request named `title`, from their own list. */
async function requestIdOf(page: Page, title: string): Promise<string> {
  const res = await page.context().request.get('/api/service-requests/user/my-requests');
  const { data } = (await res.json()) as { data: { _id: string; title: string }[] };
  return data.find((r) => r.title === title)!._id;
}

/** The customer's In Progress page, reloaded, and the card of `title` at `badge`. */
async function customerCard(page: Page, title: string, badge: string): Promise<Locator> {
  await page.goto('/user/inprogress');
  await h1(page, 'In-Progress Services').waitFor();
  const card = page.getByRole('article', { name: title });
  await card.getByTestId('status-badge').getByText(badge, { exact: true }).waitFor();
  return card;
}

describe('[USER][REPAIRER][ADMIN][JOB]: one job from request to payment, review and completion', () => {
  it('requests, accepts, quotes, accepts the quote, confirms with the code, pays, reviews, and the admin completes it', async () => {
    const customerPage = await openPage('customer');
    const repairerPage = await openPage('repairer', 1280);
    const repairer = await newCarpenter('Mohan Verma');
    const customer = await signUpUserByApi(customerPage.context(), 'Nandini Rao');

    // The customer books a carpentry visit in Bhopal through the wizard.
    await customerPage.goto('/user/dashboard');
    await h1(customerPage, 'Welcome, Nandini!').waitFor();
    await customerPage
      .getByRole('article', { name: 'Carpentry' })
      .getByRole('button', { name: 'Book Visit FREE' })
      .click();
    const wizard = wizardDialog(customerPage);
    await enterAddressManually(wizard, {
      fullAddress: '14, Arera Colony, near Bittan Market',
      pincode: '462001',
    });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await stepHeading(wizard, 'Job Details').waitFor();
    await chooseIssue(wizard, 'Doors', 'Jammed door alignment');
    await describeJob(wizard, {
      description: 'The bedroom door scrapes the floor and will not latch.',
      timeSlot: 'Evening (5 PM-9 PM)',
    });
    await submitRequest(wizard);
    const title = 'Jammed door alignment - Doors';
    await wizard.getByText(title, { exact: true }).waitFor();
    await wizard.getByRole('button', { name: 'View My Services' }).click();
    await waitForPath(customerPage, '/user/inprogress');
    await customerPage
      .getByRole('article', { name: title })
      .getByText('Waiting for a professional to accept')
      .waitFor();

    // The carpenter nearby sees it, accepts it and quotes ₹1,200.
    await goOnlineAndAccept(repairerPage, repairer, title);
    const job = repairerPage.getByRole('article', { name: title });
    await job.getByText('Nandini Rao', { exact: true }).waitFor();
    await job.getByText('14, Arera Colony, near Bittan Market - 462001').waitFor();
    expect(await job.getByRole('link', { name: 'Call Customer' }).getAttribute('href')).toBe(
      `tel:+91${customer.phone}`,
    );
    await submitQuote(job, '1200');
    await toast(repairerPage, 'Quote submitted successfully!').waitFor();
    await job.getByTestId('status-badge').getByText('Quoted', { exact: true }).waitFor();
    await job.getByText('Waiting for the customer to accept your quote.').waitFor();

    // The customer sees the quote and accepts it.
    const quoted = await customerCard(customerPage, title, 'Quoted');
    await quoted.getByText('₹1,200', { exact: true }).waitFor();
    await quoted.getByRole('button', { name: 'Accept Quote' }).click();
    const acceptDialog = customerPage.getByRole('dialog', { name: 'Accept Quotation' });
    await acceptDialog.getByText('Mohan Verma quoted ₹1,200', { exact: false }).waitFor();
    await acceptDialog.getByRole('button', { name: 'Accept Quotation' }).click();
    await toast(customerPage, 'Quotation accepted! Repairer will be notified.').waitFor();
    await quoted.getByTestId('status-badge').getByText('Accepted', { exact: true }).waitFor();

    // The carpenter finishes and sends the completion code.
    await repairerPage.reload();
    await job.getByText('Quote Accepted', { exact: true }).waitFor();
    await job.getByText('The customer accepted ₹1,200.').waitFor();
    await job.getByRole('button', { name: 'Start Work' }).click();
    await toast(repairerPage, 'Work started. The customer has been told.').waitFor();
    await job.getByRole('button', { name: 'Confirm Completion & Send OTP' }).click();
    await repairerPage
      .getByRole('dialog', { name: 'Send the completion code to the customer?' })
      .getByRole('button', { name: 'Send Code' })
      .click();
    await toast(repairerPage, 'OTP sent successfully!').waitFor();
    await job.getByTestId('status-badge').getByText('Pending OTP', { exact: true }).waitFor();
    await job.getByRole('button', { name: 'Resend OTP' }).waitFor();

    // The customer enters the code from the SMS: a wrong one first, then the right one.
    const code = await codeSentTo(customer.phone, { kind: 'completion_otp' });
    const wrong = code === '000000' ? '111111' : '000000';
    const awaiting = await customerCard(customerPage, title, 'Pending OTP');
    await awaiting.getByRole('button', { name: 'Enter Completion Code' }).click();
    const codeDialog = customerPage.getByRole('dialog', { name: 'Confirm Service Completion' });
    const codeField = codeDialog.getByLabel('Completion code');
    const verify = codeDialog.getByRole('button', { name: 'Verify & Complete' });
    await codeField.fill('12345');
    await verify.click();
    await toast(customerPage, 'Invalid OTP. Please enter a valid 6-digit code.').waitFor();
    await codeField.fill(wrong);
    await verify.click();
    await toast(customerPage, 'Invalid OTP. Please try again.').waitFor();
    expect(await codeField.inputValue()).toBe('');

    const verified = customerPage.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/api/user/verify-serviceotp') && r.ok(),
    );
    await codeField.fill(code);
    await verify.click();
    const { paymentId } = (await (await verified).json()) as { paymentId: string };
    expect(paymentId).toMatch(/^[0-9a-f-]{36}$/);
    const requestId = await requestIdOf(customerPage, title);
    await toast(customerPage, 'Service confirmed as completed!').waitFor();
    await toast(customerPage, 'Redirecting to payment page...').waitFor();
    await waitForPath(customerPage, `/user/payment/${paymentId}`);
    // The payment page shows the job and the accepted quote, ready to pay.
    await h1(customerPage, 'Service Payment').waitFor();
    await customerPage.getByRole('heading', { name: title, exact: true }).waitFor();
    expect(await customerPage.getByTestId('payment-amount').textContent()).toBe('₹1,200.00');
    await customerPage.getByRole('button', { name: 'Pay Now' }).waitFor();
    // Back on In Progress, the job waits for payment with its 'Pay Now' link.
    const due = await customerCard(customerPage, title, 'Pending Payment');
    expect(await due.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      `/user/payment/${paymentId}`,
    );

    // The carpenter's card says the job is done.
    await repairerPage.reload();
    await job.getByText('Job Completed', { exact: true }).waitFor();
    await job.getByTestId('status-badge').getByText('Pending Payment', { exact: true }).waitFor();
    expect(await job.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);

    // The customer pays with the (fake) gateway's Checkout from the In Progress card.
    await due.getByRole('link', { name: 'Pay Now' }).click();
    await waitForPath(customerPage, `/user/payment/${paymentId}`);
    await customerPage.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = customerPage.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: 'Pay ₹1,200.00' }).click();
    await toast(customerPage, 'Payment verified successfully!').waitFor();

    // ... is taken to the review after 1.5 s, and rates the job.
    await waitForPath(customerPage, `/review/${requestId}`);
    await h1(customerPage, 'Review Your Service').waitFor();
    await customerPage.getByText('Service by Mohan Verma').waitFor();
    await customerPage.getByRole('radio', { name: '5 stars' }).check();
    await customerPage.getByLabel('Comment (optional)').fill('Fixed the door in twenty minutes.');
    await customerPage.getByRole('button', { name: 'Submit Review' }).click();
    await toast(customerPage, 'Thank you for your review!').waitFor();
    await waitForPath(customerPage, '/user/inprogress');

    // The admin sees the paid request and marks it complete.
    const adminPage = await openPage('admin', 1280);
    await signInByApi(adminPage.context(), DEMO.admin);
    await adminPage.goto('/admin/dashboard');
    const paid = adminPage.getByRole('article', { name: `Request #${requestId.slice(-6)}` });
    await paid.getByText('Nandini Rao').waitFor();
    await paid.getByText('Mohan Verma').waitFor();
    await paid.getByRole('button', { name: 'Mark Complete' }).click();
    await toast(adminPage, 'Service marked as complete successfully!').waitFor();
    expect(await paid.getByRole('button', { name: 'Completed' }).isDisabled()).toBe(true);

    // The customer's completed services show it done and reviewed; the carpenter's rating moved.
    await customerPage.goto('/user/completed-services');
    const done = customerPage.getByRole('article', { name: title });
    await done.getByTestId('status-badge').getByText('Service Done!', { exact: true }).waitFor();
    await done.getByText('You rated this 5 out of 5').waitFor();
    await repairerPage.goto('/repairer/profile');
    await repairerPage.getByText('5.0 (1 review)').waitFor();
  });

  it('rejects the quote, pays the rejection fee, and the request is closed_rejected; the carpenter sees the job closed', async () => {
    const customerPage = await openPage('customer');
    const repairerPage = await openPage('repairer', 1280);
    const repairer = await newCarpenter('Salim Qureshi');
    await signUpUserByApi(customerPage.context(), 'Vidya Menon');
    const title = 'Wardrobe door off its hinge';
    await createOpenRequestByApi(customerPage.context(), {
      title,
      serviceType: 'Carpentry',
      pincode: '462001',
      fullAddress: '3, Shivaji Nagar',
      description: 'The wardrobe door hangs from one hinge.',
    });

    await goOnlineAndAccept(repairerPage, repairer, title);
    const job = repairerPage.getByRole('article', { name: title });
    await submitQuote(job, '2500');
    await toast(repairerPage, 'Quote submitted successfully!').waitFor();

    const quoted = await customerCard(customerPage, title, 'Quoted');
    await quoted.getByRole('button', { name: 'Reject Quote' }).click();
    const rejectDialog = customerPage.getByRole('dialog', { name: 'Reject Quotation' });
    await rejectDialog
      .getByText(
        "Rejecting the quote of ₹2,500 closes this request. A rejection fee of ₹150 applies for the technician's visit.",
      )
      .waitFor();
    const rejected = customerPage.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/reject-quote') && r.ok(),
    );
    await rejectDialog.getByRole('button', { name: 'Reject & Pay Fee' }).click();
    const { paymentId } = (await (await rejected).json()) as { paymentId: string };
    await toast(customerPage, 'Quotation rejected. Redirecting to pay rejection fee...').waitFor();
    await waitForPath(customerPage, `/rejection-fee/${paymentId}`);
    await h1(customerPage, 'Rejection Fee').waitFor();
    expect(await customerPage.getByTestId('payment-amount').textContent()).toBe('₹150.00');
    await customerPage.getByRole('button', { name: 'Pay', exact: true }).waitFor();

    // Back on In Progress, the rejected job offers the fee's payment link.
    const card = await customerCard(customerPage, title, 'Rejected');
    expect(await card.getByRole('link', { name: 'Pay Rejection Fee' }).getAttribute('href')).toBe(
      `/rejection-fee/${paymentId}`,
    );

    await repairerPage.reload();
    await job
      .getByText('The customer rejected your quote. This job is closed.', { exact: true })
      .waitFor();
    expect(await job.getByRole('link', { name: 'Call Customer' }).count()).toBe(0);
    expect(await job.getByRole('button', { name: 'Chat', exact: true }).count()).toBe(0);

    // The customer pays the fee: the request is closed_rejected.
    await card.getByRole('link', { name: 'Pay Rejection Fee' }).click();
    await waitForPath(customerPage, `/rejection-fee/${paymentId}`);
    await customerPage.getByRole('button', { name: 'Pay', exact: true }).click();
    await customerPage
      .getByRole('dialog', { name: 'Test checkout' })
      .getByRole('button', { name: 'Pay ₹150.00' })
      .click();
    await toast(customerPage, 'Rejection fee paid successfully!').waitFor();
    await customerPage.getByText('Payment successful!').waitFor();
    await customerPage.goto('/user/completed-services');
    const closed = customerPage.getByRole('article', { name: title });
    expect(await closed.getByTestId('status-badge').getAttribute('data-status')).toBe(
      'closed_rejected',
    );
  });
});
