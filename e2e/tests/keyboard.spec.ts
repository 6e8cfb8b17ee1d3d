import { verhoeffCheckDigit } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
  TEST_PASSWORD,
} from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { jobAwaitingPayment, payByApi, quotedJob } from '../support/jobs.ts';
import {
  activate,
  chooseOption,
  expectAnnounced,
  expectDialogTrapsAndReturnsFocus,
  expectFocusWithin,
  expectVisibleFocus,
  expectVisibleFocusOnEveryStop,
  isFocused,
  tabTo,
  typeInto,
} from '../support/keyboard.ts';
import { codeSentTo, freshPhone } from '../support/outbox.ts';
import { DEMO, DEMO_PASSWORD, h1, signInByApi, toast, waitForPath } from '../support/ui.ts';
import { stepHeading, wizardDialog } from '../support/wizard.ts';

/**
 * Every flow of the earlier issues with the keyboard alone (issue 7): the element under test
 * is reached with Tab and used with Enter, Space, arrows and typing, never clicked. Set-up
 * that is not under test (accounts, jobs in a given state) goes through the API helpers.
 * Pincodes: Kochi (682011), Lucknow (226001) and Chandigarh (160017), where no other test
 * sends work, so the job lists seen here are this file's.
 */
const { openPage } = usePages();

describe('[USER][AUTH][KEYBOARD]: sign-up and login with the keyboard alone', () => {
  it('signs up through the OTP, logs out and logs in again, with toasts in a live region', async () => {
    const page = await openPage('customer');
    const phone = freshPhone();
    await page.goto('/user/getotp');
    await h1(page, 'Sign up with your phone').waitFor();

    // The toaster's live region is in the page before any toast, so additions are announced.
    const liveRegion = page.getByRole('region', { name: 'Alerts' });
    expect(await liveRegion.getAttribute('aria-live')).toMatch(/^(polite|assertive)$/);

    await typeInto(page, page.getByLabel('Phone number'), phone);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expectAnnounced(toast(page, 'OTP sent successfully!'));
    await waitForPath(page, '/user/verify-otp');

    await typeInto(page, page.getByLabel('OTP', { exact: true }), await codeSentTo(phone));
    await page.keyboard.press('Enter');
    await expectAnnounced(toast(page, 'OTP verified successfully!'));
    await waitForPath(page, '/user/signup');

    await typeInto(page, page.getByLabel('Full name (as per identity card)'), 'Lata Pillai');
    await typeInto(page, page.getByLabel('Password', { exact: true }), TEST_PASSWORD);
    await typeInto(page, page.getByLabel('Confirm password'), TEST_PASSWORD);
    const terms = page.getByRole('checkbox', {
      name: 'I agree to the Terms and Conditions and Privacy Policy',
    });
    await activate(page, terms, 'Space');
    await expectVisibleFocus(page);
    expect(await terms.isChecked()).toBe(true);
    const create = page.getByRole('button', { name: 'Create account' });
    await activate(page, create);
    await expectAnnounced(toast(page, 'Signup successful!'));
    await waitForPath(page, '/user/dashboard');
    await h1(page, 'Welcome, Lata!').waitFor();

    await activate(page, page.getByRole('button', { name: 'Logout' }));
    await expectVisibleFocus(page);
    await toast(page, 'Logged out successfully!').waitFor();
    await waitForPath(page, '/user/login');

    await typeInto(page, page.getByLabel('Phone number'), phone);
    await typeInto(page, page.getByLabel('Password', { exact: true }), TEST_PASSWORD);
    // The show/hide toggle works with Space too.
    const show = page.getByRole('button', { name: /show password/i });
    await activate(page, show, 'Space');
    await expectVisibleFocus(page);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await activate(page, page.getByRole('button', { name: 'Login', exact: true }));
    await expectAnnounced(toast(page, 'Login successful! Redirecting...'));
    await waitForPath(page, '/user/dashboard');
    await h1(page, 'Welcome, Lata!').waitFor();
  });
});

describe('[REPAIRER][SIGNUP][KEYBOARD]: a professional registers with the keyboard alone', () => {
  it('gets a code, verifies it and fills every field of the signup, service select included', async () => {
    const page = await openPage('repairer');
    const phone = freshPhone();
    await page.goto('/repairer/getotp');
    await h1(page, 'Join GharSeva as a professional').waitFor();
    await typeInto(page, page.getByLabel('Phone number'), phone);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/repairer/verify-otp');
    await typeInto(page, page.getByLabel('OTP', { exact: true }), await codeSentTo(phone));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/repairer/signup');
    await h1(page, 'Register as a professional').waitFor();

    const base = `5${phone}`;
    await typeInto(page, page.getByLabel('Full name', { exact: true }), 'Prakash Hegde');
    await typeInto(page, page.getByLabel('Aadhar Card Number'), base + verhoeffCheckDigit(base));
    await typeInto(page, page.getByLabel('UPI ID'), 'prakash.hegde@okaxis');
    await typeInto(page, page.getByLabel('Password', { exact: true }), TEST_PASSWORD);
    await typeInto(page, page.getByLabel('Confirm password'), TEST_PASSWORD);
    await chooseOption(page, page.getByLabel('Service you offer'), 'Electrical');
    await typeInto(page, page.getByLabel('Pincode'), '160017');
    await activate(
      page,
      page.getByRole('checkbox', {
        name: 'I agree to the Terms and Conditions and Privacy Policy',
      }),
      'Space',
    );
    await activate(page, page.getByRole('button', { name: 'Create account' }));
    await page.getByRole('status').filter({ hasText: 'Account Created!' }).waitFor();
    await waitForPath(page, '/repairer/dashboard');
    await h1(page, 'Welcome, Prakash Hegde!').waitFor();
  });
});

describe('[USER][REQUEST][KEYBOARD]: the wizard and the repairer search with the keyboard alone', () => {
  it('requests a service by hand through both wizard steps, with the estimate popup', async () => {
    const page = await openPage('customer');
    await signUpUserByApi(page.context(), 'Anil Menon');
    await page.goto('/user/dashboard');
    await h1(page, 'Welcome, Anil!').waitFor();

    const opener = page.getByRole('button', { name: 'Request New Service' });
    await activate(page, opener);
    const wizard = wizardDialog(page);
    await stepHeading(wizard, 'Confirm Your Location').waitFor();
    // The wizard itself: trapped, closed by Escape, focus back on its button; then reopened.
    await expectDialogTrapsAndReturnsFocus(page, wizard, opener);
    await page.keyboard.press('Enter');
    await stepHeading(wizard, 'Confirm Your Location').waitFor();

    await activate(page, wizard.getByRole('button', { name: 'Enter Manually' }));
    await expectVisibleFocus(page);
    await typeInto(page, wizard.getByLabel('Full address'), '7, Marine Drive, Shanmugham Road');
    await typeInto(page, wizard.getByLabel('Pincode', { exact: true }), '682011');
    await wizard.getByText('Ernakulam, Kerala', { exact: true }).waitFor();
    await activate(page, wizard.getByRole('button', { name: 'Next' }));
    await stepHeading(wizard, 'Job Details').waitFor();

    await chooseOption(page, wizard.getByLabel('Main service type'), 'Carpentry');
    await expectVisibleFocus(page);
    await chooseOption(page, wizard.getByLabel('Category', { exact: true }), 'Doors');
    await chooseOption(page, wizard.getByLabel('Issue', { exact: true }), 'Jammed door alignment');

    // The estimate popup over the wizard: its own trap, Escape, and the focus comes back.
    const estimate = wizard.getByRole('button', { name: 'Get AI-Based Estimation' });
    await activate(page, estimate);
    const popup = page.getByRole('dialog', { name: 'AI Quotation' });
    await expectDialogTrapsAndReturnsFocus(page, popup, estimate);
    await page.keyboard.press('Enter');
    await activate(page, popup.getByRole('button', { name: 'Got It!' }));
    await popup.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(estimate)).toBe(true);
    await wizard.getByText(/^AI estimate: ₹/).waitFor();

    await typeInto(
      page,
      wizard.getByLabel('Job description'),
      'The front door sticks at the top and will not latch.',
    );
    await chooseOption(page, wizard.getByLabel('Visit date'), 'Tomorrow');
    await chooseOption(page, wizard.getByLabel('Preferred time slot'), 'Evening (5 PM-9 PM)');
    await chooseOption(page, wizard.getByLabel('Urgency'), 'High');
    await activate(page, wizard.getByRole('button', { name: 'Submit Request' }));
    await stepHeading(wizard, 'Service Requested!').waitFor();
    await expectAnnounced(toast(page, 'Service Requested Successfully!'));
    await wizard.getByText('Jammed door alignment - Doors', { exact: true }).waitFor();

    await activate(page, wizard.getByRole('button', { name: 'View My Services' }));
    await waitForPath(page, '/user/inprogress');
    await page
      .getByRole('article', { name: 'Jammed door alignment - Doors' })
      .getByText('Waiting for a professional to accept')
      .waitFor();
  });

  it('finds repairers near a pincode and sends one a request from the confirmation dialog', async () => {
    await signUpRepairerByApi({
      fullname: 'Gurpreet Sandhu',
      pincode: '160017',
      service: 'plumbing',
    });
    const page = await openPage('customer');
    await signUpUserByApi(page.context(), 'Harleen Kaur');
    await page.goto('/user/dashboard');
    await h1(page, 'Welcome, Harleen!').waitFor();

    const finder = page.getByRole('region', { name: 'Find repairers near you' });
    await typeInto(page, finder.getByLabel('Pincode'), '160017');
    await chooseOption(page, finder.getByLabel('Service category'), 'Plumbing');
    await activate(page, finder.getByRole('button', { name: 'Find Repairers' }));
    await waitForPath(page, '/user/repairers');
    await h1(page, 'Available Repairers').waitFor();

    const card = page.getByRole('article', { name: 'Gurpreet Sandhu' });
    const requestService = card.getByRole('button', { name: 'Request Service' });
    await activate(page, requestService);
    const modal = page.getByRole('dialog', { name: 'Confirm Service Request' });
    await expectDialogTrapsAndReturnsFocus(page, modal, requestService);

    await page.keyboard.press('Enter');
    await typeInto(page, modal.getByLabel('Description'), 'The geyser leaks from its valve.');
    await typeInto(page, modal.getByLabel('Full address'), 'House 9, Sector 17-C');
    await chooseOption(page, modal.getByLabel('Visit date'), 'Tomorrow');
    await chooseOption(page, modal.getByLabel('Preferred time slot'), 'Morning (9 AM-12 PM)');
    await activate(page, modal.getByRole('button', { name: 'Send Request' }));
    await expectAnnounced(
      toast(page, 'Service request submitted successfully for Gurpreet Sandhu!'),
    );
    await modal.waitFor({ state: 'detached' });
    // The dialog gives the focus back to the card's button, now off but still focusable.
    const sent = card.getByRole('button', { name: 'Request Sent' });
    await sent.waitFor();
    expect(await sent.isDisabled()).toBe(true);
    await expect.poll(() => isFocused(sent)).toBe(true);
    await expectVisibleFocus(page);
  });
});

describe('[REPAIRER][JOB][KEYBOARD]: the professional with the keyboard alone', () => {
  it('logs in, goes online, accepts a nearby job, quotes, starts work and sends the code', async () => {
    const repairer = await signUpRepairerByApi({
      fullname: 'Vivek Tiwari',
      pincode: '226001',
      service: 'carpentry',
    });
    const customerPage = await openPage('customer');
    const customer = await signUpUserByApi(customerPage.context(), 'Shalini Awasthi');
    const title = 'Sagging kitchen shelf';
    const requestId = await createOpenRequestByApi(customerPage.context(), {
      title,
      serviceType: 'Carpentry',
      pincode: '226001',
      fullAddress: '12, Hazratganj, near the GPO',
      description: 'The kitchen shelf sags in the middle.',
    });

    const page = await openPage('repairer', 1280);
    await page.goto('/repairer/login');
    await h1(page, 'Professional login').waitFor();
    await typeInto(page, page.getByLabel('Phone number'), repairer.phone);
    await typeInto(page, page.getByLabel('Password', { exact: true }), TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/repairer/dashboard');
    await h1(page, 'Welcome, Vivek Tiwari!').waitFor();

    const availability = page.getByRole('switch', { name: 'Available for jobs' });
    await activate(page, availability, 'Space');
    await expectVisibleFocus(page);
    await page.getByRole('heading', { name: "You're Online & Ready!" }).waitFor();
    expect(await availability.getAttribute('aria-checked')).toBe('true');

    const job = page.getByRole('article', { name: title });
    await activate(page, job.getByRole('button', { name: `Accept ${title}` }));
    await expectAnnounced(
      toast(page, 'Job request accepted! Please provide your quote on the In Progress page.'),
    );
    await waitForPath(page, '/repairer/inprogress');

    const assigned = page.getByRole('article', { name: title });
    await typeInto(page, assigned.getByLabel('Your quote (₹)'), '900');
    await page.keyboard.press('Enter');
    await expectAnnounced(toast(page, 'Quote submitted successfully!'));
    await assigned.getByTestId('status-badge').getByText('Quoted', { exact: true }).waitFor();
    // The form is replaced by the quote and 'Edit quote': the focus moves there, not to the page.
    await expectFocusWithin(assigned, 'the job card after the quote');
    const edit = assigned.getByRole('button', { name: 'Edit quote' });
    await expect.poll(() => isFocused(edit)).toBe(true);
    // Editing swaps the button for the form and back: the focus follows both ways.
    await page.keyboard.press('Enter');
    const quoteField = assigned.getByLabel('Your quote (₹)');
    await expect.poll(() => isFocused(quoteField)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('950');
    await page.keyboard.press('Enter');
    await assigned.getByText('₹950', { exact: true }).waitFor();
    await expect.poll(() => isFocused(edit)).toBe(true);

    // The customer accepts (not under test here).
    const accepted = await customerPage
      .context()
      .request.put(`/api/service-requests/user/${requestId}/accept-quote`, {
        headers: { origin: new URL(page.url()).origin },
      });
    expect(accepted.ok(), await accepted.text()).toBe(true);

    await page.reload();
    const start = assigned.getByRole('button', { name: 'Start Work' });
    const send = assigned.getByRole('button', { name: 'Confirm Completion & Send OTP' });
    await activate(page, start);
    await expectAnnounced(toast(page, 'Work started. The customer has been told.'));
    await expect.poll(() => isFocused(send)).toBe(true);
    // Sending asks first (decision 037): the dialog opens on 'Not Yet'; Tab, then 'Send Code'.
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Send the completion code to the customer?' });
    await expect.poll(() => isFocused(confirm.getByRole('button', { name: 'Not Yet' }))).toBe(true);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => isFocused(confirm.getByRole('button', { name: 'Send Code' })))
      .toBe(true);
    await page.keyboard.press('Enter');
    await expectAnnounced(toast(page, 'OTP sent successfully!'));
    await expect
      .poll(() => isFocused(assigned.getByRole('button', { name: 'Resend OTP' })))
      .toBe(true);
    expect(await codeSentTo(customer.phone, { kind: 'completion_otp' })).toMatch(/^\d{6}$/);
  });
});

describe('[USER][PAYMENT][KEYBOARD]: the customer accepts, confirms, pays and reviews by keyboard', () => {
  it('accepts the quote in its dialog, enters the code, pays in the test checkout and reviews', async () => {
    const page = await openPage('customer');
    const job = await quotedJob(page.context(), {
      customerName: 'Rekha Nair',
      repairerName: 'Sunil Pandey',
      title: 'Creaking wardrobe door',
      quoteRupees: 1100,
    });

    await page.goto('/user/inprogress');
    await h1(page, 'In-Progress Services').waitFor();
    const card = page.getByRole('article', { name: job.title });
    const acceptQuote = card.getByRole('button', { name: 'Accept Quote' });
    await activate(page, acceptQuote);
    const acceptDialog = page.getByRole('dialog', { name: 'Accept Quotation' });
    await expectDialogTrapsAndReturnsFocus(page, acceptDialog, acceptQuote);
    await page.keyboard.press('Enter');
    await activate(page, acceptDialog.getByRole('button', { name: 'Accept Quotation' }));
    await expectAnnounced(toast(page, 'Quotation accepted! Repairer will be notified.'));
    await card.getByTestId('status-badge').getByText('Accepted', { exact: true }).waitFor();
    // 'Accept Quote' is gone; the focus stays in the card instead of falling to the page.
    await expectFocusWithin(card, 'the accepted card');

    // The carpenter starts the work and sends the completion code (not under test here).
    const started = await job.repairerApi.put(
      `/api/service-requests/repairer/${job.requestId}/status`,
      { headers: { origin: new URL(page.url()).origin }, data: { status: 'in_progress' } },
    );
    expect(started.ok(), await started.text()).toBe(true);
    const sent = await job.repairerApi.post(
      `/api/service-requests/repairer/${job.requestId}/pending`,
      { headers: { origin: new URL(page.url()).origin } },
    );
    expect(sent.ok(), await sent.text()).toBe(true);
    await job.done();
    const code = await codeSentTo(job.customer.phone, { kind: 'completion_otp' });

    await page.reload();
    const enterCode = card.getByRole('button', { name: 'Enter Completion Code' });
    await activate(page, enterCode);
    const codeDialog = page.getByRole('dialog', { name: 'Confirm Service Completion' });
    await expectDialogTrapsAndReturnsFocus(page, codeDialog, enterCode);
    await page.keyboard.press('Enter');
    await typeInto(page, codeDialog.getByLabel('Completion code'), code);
    await page.keyboard.press('Enter');
    await expectAnnounced(toast(page, 'Service confirmed as completed!'));
    await page.waitForURL((url) => url.pathname.startsWith('/user/payment/'));
    await h1(page, 'Service Payment').waitFor();

    // The test checkout: focus moves in, stays in, Escape gives it back to Pay Now.
    const payNow = page.getByRole('button', { name: 'Pay Now' });
    await activate(page, payNow);
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expectDialogTrapsAndReturnsFocus(page, checkout, payNow);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => isFocused(checkout.getByRole('button', { name: 'Pay ₹1,100.00' })))
      .toBe(true);
    await page.keyboard.press('Enter');
    await expectAnnounced(toast(page, 'Payment verified successfully!'));
    await waitForPath(page, `/review/${job.requestId}`);
    await h1(page, 'Review Your Service').waitFor();

    // The stars are a radio group: Tab into it, arrows to choose.
    const firstStar = page.getByRole('radio', { name: '1 star' });
    await tabTo(page, firstStar);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await typeInto(page, page.getByLabel('Comment (optional)'), 'Quiet, careful work.');
    await activate(page, page.getByRole('button', { name: 'Submit Review' }));
    await expectAnnounced(toast(page, 'Thank you for your review!'));
    await waitForPath(page, '/user/inprogress');
  });
});

describe('[USER][REQUEST][KEYBOARD]: the other confirmation dialogs', () => {
  it('rejects a quote and cancels a pending request through their dialogs', async () => {
    const page = await openPage('customer');
    const job = await quotedJob(page.context(), {
      customerName: 'Nisha Kapoor',
      repairerName: 'Ravi Chandran',
      title: 'Stuck sliding window',
    });
    await job.done();
    await page.goto('/user/inprogress');
    const card = page.getByRole('article', { name: job.title });
    const rejectQuote = card.getByRole('button', { name: 'Reject Quote' });
    await activate(page, rejectQuote);
    const rejectDialog = page.getByRole('dialog', { name: 'Reject Quotation' });
    await expectDialogTrapsAndReturnsFocus(page, rejectDialog, rejectQuote);
    await page.keyboard.press('Enter');
    await activate(page, rejectDialog.getByRole('button', { name: 'Reject & Pay Fee' }));
    await expectAnnounced(toast(page, 'Quotation rejected. Redirecting to pay rejection fee...'));
    await page.waitForURL((url) => url.pathname.startsWith('/rejection-fee/'));
    await h1(page, 'Rejection Fee').waitFor();

    // Two open requests; cancelling one leaves the focus on the list, not the page.
    for (const title of ['Blocked balcony drain', 'Dripping bathroom tap']) {
      await createOpenRequestByApi(page.context(), {
        title,
        pincode: '682011',
        fullAddress: '4, Broadway, Ernakulam',
      });
    }
    await page.goto('/user/pending-service');
    await h1(page, 'Pending Requests').waitFor();
    const row = page.getByRole('article', { name: 'Dripping bathroom tap' });
    const cancel = row.getByRole('button', { name: 'Cancel' });
    await activate(page, cancel);
    const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
    await expectDialogTrapsAndReturnsFocus(page, confirm, cancel);
    await page.keyboard.press('Enter');
    await activate(page, confirm.getByRole('button', { name: 'Yes, Cancel Request' }));
    await expectAnnounced(toast(page, 'Request cancelled successfully!'));
    await row.waitFor({ state: 'detached' });
    const other = page.getByRole('article', { name: 'Blocked balcony drain' });
    await expect.poll(() => isFocused(other.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await expectVisibleFocus(page);
  });
});

describe('[USER][REPAIRER][CHAT][KEYBOARD]: chat messages sent with Enter', () => {
  it('reaches the message box by Tab and sends with Enter; the professional answers from the list', async () => {
    const page = await openPage('customer');
    const job = await quotedJob(page.context(), {
      customerName: 'Deepa Joshi',
      repairerName: 'Manoj Rawat',
      title: 'Loose table leg',
    });
    await job.done();
    await page.goto(`/user/chat/${job.requestId}`);
    await h1(page, job.title).waitFor();
    const box = page.getByRole('textbox', { name: 'Message' });
    const log = page.getByRole('log', { name: 'Message history' });
    await tabTo(page, box);
    await expectVisibleFocus(page);
    await page.keyboard.type('Can you come on Saturday morning?');
    await page.keyboard.press('Enter');
    await log.getByText('Can you come on Saturday morning?', { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await isFocused(box)).toBe(true);

    // The professional opens the conversation from the list with Enter and answers.
    const pro = await openPage('repairer', 1280);
    await signInByApi(pro.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);
    await pro.goto('/repairer/messages');
    await h1(pro, 'Messages').waitFor();
    const item = pro
      .getByTestId('conversation-item')
      .filter({ has: pro.getByText('Loose table leg') });
    await activate(pro, item);
    await expectVisibleFocus(pro);
    await pro.getByRole('heading', { name: 'Chat with Deepa Joshi' }).waitFor();
    const proBox = pro.getByRole('textbox', { name: 'Message' });
    await tabTo(pro, proBox);
    await pro.keyboard.type('Yes, at 10.');
    await pro.keyboard.press('Shift+Enter');
    await pro.keyboard.type('I will bring the glue.');
    await pro.keyboard.press('Enter');
    await log.getByText(/Yes, at 10\.\s+I will bring the glue\./).waitFor();
  });
});

describe('[ADMIN][KEYBOARD]: the admin logs in and completes a paid job by keyboard', () => {
  it('logs in with the form and marks the paid request complete', async () => {
    const customerPage = await openPage('customer');
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Pooja Bhatt',
      repairerName: 'Irfan Sheikh',
      title: 'Broken cabinet hinge',
      quoteRupees: 700,
    });
    await payByApi(customerPage.context(), job);

    const page = await openPage('admin', 1280);
    await page.goto('/admin/login');
    await h1(page, 'Admin login').waitFor();
    await typeInto(page, page.getByLabel('Full name', { exact: true }), DEMO.admin.fullname);
    await typeInto(page, page.getByLabel('Phone number'), DEMO.admin.phone);
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/admin/dashboard');
    await h1(page, 'Admin Dashboard').waitFor();

    const card = page.getByRole('article', { name: `Request #${job.requestId.slice(-6)}` });
    await activate(page, card.getByRole('button', { name: 'Mark Complete' }));
    await expectAnnounced(toast(page, 'Service marked as complete successfully!'));
    // The same button, now off: the focus stays on it rather than falling to the page.
    const completed = card.getByRole('button', { name: 'Completed' });
    expect(await completed.isDisabled()).toBe(true);
    await expect.poll(() => isFocused(completed)).toBe(true);
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe('completed');
  });
});

describe('[LANGUAGE][KEYBOARD]: the floating language button by keyboard', () => {
  it('opens the list, moves with arrows, Home and End, chooses with Enter, and returns the focus', async () => {
    const page = await openPage('visitor');
    await page.goto('/user/login');
    await h1(page, 'Welcome back').waitFor();
    const button = page.getByTestId('language-button');

    await activate(page, button);
    await expectVisibleFocus(page);
    const list = page.getByRole('dialog', { name: 'Choose your language' });
    await expectDialogTrapsAndReturnsFocus(page, list, button);

    await page.keyboard.press('Enter');
    await list.waitFor();
    // The current language has the focus; arrows, Home and End move it through the list.
    const option = (name: string) => list.getByRole('button', { name, exact: true });
    await expect.poll(() => isFocused(option('English'))).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => isFocused(option('मैथिली'))).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => isFocused(option('English'))).toBe(true);
    // Two columns: Down goes to the next row, Right to the neighbour.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(option('বাংলা'))).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isFocused(option('English'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(option('हिन्दी'))).toBe(true);
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(button)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
  });
});

describe('[A11Y][KEYBOARD]: every Tab stop shows where the focus is', () => {
  it('on the landing page, the login, the customer dashboard and the professional dashboard', async () => {
    const page = await openPage('visitor', 1280);
    for (const path of ['/', '/user/login']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await expectVisibleFocusOnEveryStop(page)).toBeGreaterThan(3);
    }

    const customer = await openPage('customer', 1280);
    await signUpUserByApi(customer.context(), 'Kiran Desai');
    await customer.goto('/user/dashboard');
    await h1(customer, 'Welcome, Kiran!').waitFor();
    expect(await expectVisibleFocusOnEveryStop(customer, 80)).toBeGreaterThan(10);

    const pro = await openPage('repairer', 1280);
    await signInByApi(pro.context(), DEMO.repairer);
    await pro.goto('/repairer/dashboard');
    await h1(pro, 'Welcome, Ramesh Kumar!').waitFor();
    expect(await expectVisibleFocusOnEveryStop(pro, 80)).toBeGreaterThan(5);
  });
});

describe('[A11Y][KEYBOARD]: a move to another page goes on from its content', () => {
  it('focuses the new page’s main content, so the next Tab is in it, not back at the header', async () => {
    const page = await openPage('visitor', 1280);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const banner = page.getByRole('banner');
    await activate(page, banner.getByRole('link', { name: 'Contact us', exact: true }));
    await waitForPath(page, '/contact-us');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => {
      const active = document.activeElement;
      return Boolean(active && active.id !== 'main' && active.closest('main'));
    });
    expect(inMain, 'the first Tab after the move lands inside the page').toBe(true);
  });
});
