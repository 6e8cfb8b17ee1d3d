import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpUserByApi, TEST_PASSWORD } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { stubGeocoder } from '../support/geocoder.ts';
import { holdRequests } from '../support/network.ts';
import { codeSentTo, freshPhone } from '../support/outbox.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';
import {
  chooseIssue,
  describeJob,
  enterAddressManually,
  SOUTH_DELHI,
  stepHeading,
  submitRequest,
  wizardDialog,
} from '../support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let context: BrowserContext | undefined;
let page: Page | undefined;
afterEach(async (test) => {
  if (test.task.result?.state === 'fail' && page) {
    await screenshotOnFailure(page, test.task.name).catch(() => undefined);
  }
  await context?.close();
  context = undefined;
  page = undefined;
});

/** A browser located at `where` that may use it (or, without `where`, refuses to tell). */
async function openBrowser(where?: { latitude: number; longitude: number }): Promise<Page> {
  context = await newContext(
    browser,
    where ? { geolocation: where, permissions: ['geolocation'] } : {},
  );
  page = await context.newPage();
  return page;
}

/** A fresh customer signed up through the API, on the dashboard. */
async function openDashboardAsNewUser(p: Page, fullname: string) {
  const user = await signUpUserByApi(p.context(), fullname);
  await p.goto('/user/dashboard');
  await h1(p, `Welcome, ${fullname.split(' ')[0]}!`).waitFor();
  return user;
}

/** The POST /api/service-requests the page sends next, with its JSON answer. */
function nextRequestCreation(p: Page) {
  return p
    .waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/service-requests' && r.request().method() === 'POST',
    )
    .then(async (r) => ({ status: r.status(), body: (await r.json()) as CreatedRequest }));
}

interface CreatedRequest {
  data: {
    title: string;
    serviceType: string;
    category: string;
    issue: string;
    urgency: string;
    preferredTime: string;
    contactInfo: string;
    quotation: number | null;
    location: {
      address: string;
      pincode: string;
      city: string;
      state: string;
      coordinates: [number, number];
      captureMethod: string;
      approximate: boolean;
    };
  };
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('[USER][REQUEST]: the Request Service wizard from the dashboard', () => {
  it('signs up, books a Plumbing visit located by GPS with an AI estimate, and finds it in In Progress and Pending', async () => {
    const p = await openBrowser(SOUTH_DELHI);
    const displayName = 'Press Enclave Marg, Malviya Nagar, South Delhi, Delhi, 110017, India';
    const geocoder = await stubGeocoder(p.context(), {
      display_name: displayName,
      address: {
        road: 'Press Enclave Marg',
        suburb: 'Malviya Nagar',
        city: 'New Delhi',
        state: 'Delhi',
        postcode: '110017',
        country: 'India',
      },
    });

    // Sign up through the screens.
    const phone = freshPhone();
    await p.goto('/user/getotp');
    await p.getByLabel('Phone number').fill(phone);
    await p.getByRole('button', { name: 'Get OTP' }).click();
    await waitForPath(p, '/user/verify-otp');
    await p.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone));
    await p.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForPath(p, '/user/signup');
    await p.getByLabel('Full name (as per identity card)').fill('Rohan Mehta');
    await p.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await p.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await p
      .getByRole('checkbox', { name: 'I agree to the Terms and Conditions and Privacy Policy' })
      .check();
    await p.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(p, '/user/dashboard');
    await h1(p, 'Welcome, Rohan!').waitFor();

    // Plumbing's card opens the wizard; Next waits for a location method.
    await p
      .getByRole('article', { name: 'Plumbing' })
      .getByRole('button', { name: 'Book Visit FREE' })
      .click();
    const wizard = wizardDialog(p);
    await stepHeading(wizard, 'Confirm Your Location').waitFor();
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);

    // GPS: the browser's position goes to the geocoder, its address comes back.
    const gps = wizard.getByRole('button', { name: 'Use GPS Location' });
    await gps.click();
    await toast(p, 'Location detected!').waitFor();
    const detected = wizard.getByTestId('detected-address');
    await detected.getByText(displayName, { exact: true }).waitFor();
    await detected.getByText('Pincode: 110017', { exact: true }).waitFor();
    expect(await gps.getAttribute('aria-pressed')).toBe('true');
    expect(geocoder.lookups).toEqual([SOUTH_DELHI]);

    // Step 2: the service type is the card's and locked; the selects open one after another.
    await next.click();
    await stepHeading(wizard, 'Job Details').waitFor();
    const serviceType = wizard.getByLabel('Main service type');
    expect(await serviceType.inputValue()).toBe('Plumbing');
    expect(await serviceType.isDisabled()).toBe(true);
    const estimate = wizard.getByRole('button', { name: 'Get AI-Based Estimation' });
    expect(await wizard.getByLabel('Issue', { exact: true }).isDisabled()).toBe(true);
    expect(await estimate.isDisabled()).toBe(true);
    await chooseIssue(wizard, 'Taps & Mixers', 'Tap leakage');
    await wizard.getByText('Typical price: ₹149 - ₹349').waitFor();

    // The AI estimate: the overlay while the call runs, then the popup with a rupee range.
    const estimateCall = await holdRequests(p, 'POST', '/api/estimate');
    await estimate.click();
    await wizard.getByText('Calculating best estimate...').waitFor();
    estimateCall.release();
    const popup = p.getByRole('dialog', { name: 'AI Quotation' });
    const amount = (await popup.getByTestId('estimate-amount').textContent())!.trim();
    expect(amount).toMatch(/^₹[\d,]+$/);
    const range = (await popup.getByText(/^Typical range: /).textContent())!;
    const [low, high] = range.match(/₹[\d,]+/g)!.map(rupees);
    expect(range).toMatch(/^Typical range: ₹[\d,]+ - ₹[\d,]+$/);
    expect(low).toBeGreaterThan(0);
    expect(rupees(amount)).toBeGreaterThanOrEqual(low!);
    expect(rupees(amount)).toBeLessThanOrEqual(high!);
    await popup.getByText('Taps & Mixers', { exact: true }).waitFor();
    await popup.getByText('Tap leakage', { exact: true }).waitFor();
    await popup.getByText(/confirm the final quotation at the visit/).waitFor();
    await popup.getByRole('button', { name: 'Got It!' }).click();
    await popup.waitFor({ state: 'detached' });
    await wizard.getByText(`AI estimate: ${amount}`).waitFor();

    // The visit's day: today up to 14 days ahead; the contact is the account's phone.
    await wizard.getByText('From today up to 14 days ahead.').waitFor();
    expect(await wizard.getByLabel('Contact phone').inputValue()).toBe(phone);
    await describeJob(wizard, {
      description: 'The kitchen tap drips all night.',
      timeSlot: 'Morning (9 AM-12 PM)',
    });
    const urgency = wizard.getByLabel('Urgency');
    expect(await urgency.inputValue()).toBe('medium');
    await urgency.selectOption({ label: 'High' });

    const created = nextRequestCreation(p);
    await submitRequest(wizard);
    await toast(p, 'Service Requested Successfully!').waitFor();
    const title = 'Tap leakage - Taps & Mixers';
    await wizard.getByText(title, { exact: true }).waitFor();
    await wizard
      .getByText("We're matching you with a professional. You'll receive updates soon!")
      .waitFor();
    // What the server stored: the geocoder's address and the GPS fix, longitude first.
    const { status, body } = await created;
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title,
      serviceType: 'Plumbing',
      category: 'Taps & Mixers',
      issue: 'Tap leakage',
      urgency: 'high',
      preferredTime: 'morning',
      contactInfo: phone,
      quotation: rupees(amount),
      location: {
        address: displayName,
        pincode: '110017',
        city: 'New Delhi',
        state: 'Delhi',
        coordinates: [SOUTH_DELHI.longitude, SOUTH_DELHI.latitude],
        captureMethod: 'gps',
        approximate: false,
      },
    });

    // 'View My Services' leads to In Progress, where a requested job is listed.
    await wizard.getByRole('button', { name: 'View My Services' }).click();
    await waitForPath(p, '/user/inprogress');
    await h1(p, 'In-Progress Services').waitFor();
    expect(await wizardDialog(p).count()).toBe(0);
    const card = p.getByRole('article', { name: title });
    await card.getByTestId('status-badge').getByText('Requested', { exact: true }).waitFor();
    await card.getByText('Waiting for a professional to accept').waitFor();
    await card.getByText(amount, { exact: true }).waitFor();
    await card.getByText(`${displayName} - 110017`).waitFor();

    // ... and in Pending, with its Cancel action.
    await p.getByRole('link', { name: 'Pending', exact: true }).click();
    await waitForPath(p, '/user/pending-service');
    await h1(p, 'Pending Requests').waitFor();
    const pending = p.getByRole('article', { name: title });
    await pending.getByTestId('status-badge').getByText('Requested', { exact: true }).waitFor();
    await pending.getByRole('button', { name: 'Cancel' }).waitFor();

    // The dashboard's activity names it.
    await p.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(p, '/user/dashboard');
    await p.getByText(`You requested ${title}.`).waitFor();
  });

  it('takes the city from the town when the geocoder names no city', async () => {
    const sohna = { latitude: 28.2473, longitude: 77.0654 };
    const p = await openBrowser(sohna);
    await stubGeocoder(p.context(), {
      address: { road: 'Sohna Road', town: 'Sohna', state: 'Haryana', postcode: '122103' },
    });
    await openDashboardAsNewUser(p, 'Kiran Yadav');

    await p.getByRole('button', { name: 'Request New Service' }).click();
    const wizard = wizardDialog(p);
    await wizard.getByRole('button', { name: 'Use GPS Location' }).click();
    await toast(p, 'Location detected!').waitFor();
    // No display name: the address is made of the parts, the town as the city.
    const detected = wizard.getByTestId('detected-address');
    await detected.getByText('Sohna Road, Sohna, Haryana, 122103', { exact: true }).waitFor();
    await detected.getByText('Pincode: 122103', { exact: true }).waitFor();

    // Switching to manual entry keeps what GPS found, to edit.
    await wizard.getByRole('button', { name: 'Enter Manually' }).click();
    expect(await wizard.getByLabel('Full address').inputValue()).toBe(
      'Sohna Road, Sohna, Haryana, 122103',
    );
    expect(await wizard.getByLabel('Pincode', { exact: true }).inputValue()).toBe('122103');
    expect(await wizard.getByLabel('City').inputValue()).toBe('Sohna');
    expect(await wizard.getByLabel('State').inputValue()).toBe('Haryana');
  });

  it('creates a request by manual entry after each validation toast, and Request Another starts afresh', async () => {
    const p = await openBrowser();
    const user = await openDashboardAsNewUser(p, 'Farah Khan');

    await p.getByRole('button', { name: 'Request New Service' }).click();
    const wizard = wizardDialog(p);
    await stepHeading(wizard, 'Confirm Your Location').waitFor();
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);

    // Manual entry: Next stays off until the address and the pincode are typed.
    await wizard.getByRole('button', { name: 'Enter Manually' }).click();
    expect(await next.isDisabled()).toBe(true);
    const address = wizard.getByLabel('Full address');
    const pincode = wizard.getByLabel('Pincode', { exact: true });
    await address.fill('   ');
    await pincode.fill('110017');
    await next.click();
    await toast(p, 'Please provide a full address and pincode for manual entry.').waitFor();

    await address.fill('B-12, Shivalik Road, Malviya Nagar');
    await pincode.fill('11001');
    await next.click();
    await toast(p, 'Please enter a valid 6-digit pincode.').waitFor();
    await stepHeading(wizard, 'Confirm Your Location').waitFor();

    // The pincode keeps digits only, at most 6; a known one fills city and state.
    await pincode.fill('PIN 110-017-9');
    expect(await pincode.inputValue()).toBe('110017');
    await wizard.getByText('South Delhi, Delhi', { exact: true }).waitFor();
    expect(await wizard.getByLabel('City').inputValue()).toBe('South Delhi');
    expect(await wizard.getByLabel('State').inputValue()).toBe('Delhi');
    await next.click();
    await stepHeading(wizard, 'Job Details').waitFor();

    // Submit names the first missing part each time.
    const submit = wizard.getByRole('button', { name: 'Submit Request' });
    const serviceType = wizard.getByLabel('Main service type');
    expect(await serviceType.isDisabled()).toBe(false);
    expect(await wizard.getByLabel('Category', { exact: true }).isDisabled()).toBe(true);
    await submit.click();
    await toast(p, 'Please select a main service type.').waitFor();
    await serviceType.selectOption({ label: 'Electrical' });
    await submit.click();
    await toast(p, 'Please select both a category and an issue.').waitFor();
    await chooseIssue(wizard, 'Switches & Sockets', 'Switchboard repair');
    await submit.click();
    await toast(p, 'Please provide a job description.').waitFor();
    await wizard.getByLabel('Job description').fill('Two switches in the bedroom spark.');
    await submit.click();
    await toast(p, 'Please select a preferred time slot.').waitFor();
    await wizard.getByLabel('Visit date').selectOption({ label: 'Tomorrow' });
    await wizard.getByLabel('Preferred time slot').selectOption({ label: 'Evening (5 PM-9 PM)' });
    const contact = wizard.getByLabel('Contact phone');
    expect(await contact.inputValue()).toBe(user.phone);
    await contact.fill('');
    await submit.click();
    await toast(p, 'Please provide your contact information (phone number or email).').waitFor();
    await contact.fill(user.phone);

    const created = nextRequestCreation(p);
    await submitRequest(wizard);
    const first = (await created).body.data;
    expect(first).toMatchObject({
      title: 'Switchboard repair - Switches & Sockets',
      serviceType: 'Electrical',
      preferredTime: 'evening',
      urgency: 'medium',
      quotation: null,
      location: {
        address: 'B-12, Shivalik Road, Malviya Nagar',
        pincode: '110017',
        city: 'South Delhi',
        state: 'Delhi',
        captureMethod: 'manual',
      },
    });
    await wizard.getByText(first.title, { exact: true }).waitFor();

    // Request Another: back to step 1 with nothing chosen.
    await wizard.getByRole('button', { name: 'Request Another' }).click();
    await stepHeading(wizard, 'Confirm Your Location').waitFor();
    expect(await next.isDisabled()).toBe(true);
    for (const method of ['Use GPS Location', 'Enter Manually']) {
      expect(await wizard.getByRole('button', { name: method }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    await wizard.getByRole('button', { name: 'Enter Manually' }).click();
    expect(await address.inputValue()).toBe('');
    expect(await pincode.inputValue()).toBe('');
    await address.fill('Flat 4, Sector 15, Vasundhara');
    await pincode.fill('201012');
    await next.click();
    expect(await serviceType.inputValue()).toBe('');
    expect(await wizard.getByLabel('Job description').inputValue()).toBe('');
    await serviceType.selectOption({ label: 'Plumbing' });
    await chooseIssue(wizard, 'Taps & Mixers', 'Tap replacement');
    await describeJob(wizard, {
      description: 'Replace the bathroom tap.',
      timeSlot: 'Flexible (Anytime during the day)',
    });
    await submitRequest(wizard);
    await wizard.getByText('Tap replacement - Taps & Mixers', { exact: true }).waitFor();

    // Closed with its button; both requests wait in Pending.
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();
    await wizard.waitFor({ state: 'detached' });
    await p.getByRole('link', { name: 'Pending', exact: true }).click();
    await h1(p, 'Pending Requests').waitFor();
    await p.getByRole('article', { name: 'Switchboard repair - Switches & Sockets' }).waitFor();
    await p.getByRole('article', { name: 'Tap replacement - Taps & Mixers' }).waitFor();
  });
});

describe('[USER][REQUEST]: when GPS gives no usable address', () => {
  it('falls back to manual entry when location access is denied, and the request still goes through', async () => {
    // No geolocation permission in this context: Chromium answers with a denial.
    const p = await openBrowser();
    await openDashboardAsNewUser(p, 'Sunil Rao');
    await p
      .getByRole('article', { name: 'Carpentry' })
      .getByRole('button', { name: 'Book Visit FREE' })
      .click();
    const wizard = wizardDialog(p);
    await wizard.getByRole('button', { name: 'Use GPS Location' }).click();
    await toast(
      p,
      'Location access denied. Please enable location services in your browser settings.',
    ).waitFor();
    const manual = wizard.getByRole('button', { name: 'Enter Manually' });
    expect(await manual.getAttribute('aria-pressed')).toBe('true');
    expect(await wizard.getByTestId('detected-address').count()).toBe(0);

    await wizard.getByLabel('Full address').fill('22, 4th Cross, Indiranagar');
    await wizard.getByLabel('Pincode', { exact: true }).fill('560038');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await stepHeading(wizard, 'Job Details').waitFor();
    expect(await wizard.getByLabel('Main service type').inputValue()).toBe('Carpentry');
    await chooseIssue(wizard, 'Doors', 'Hinge repair or replacement');
    await describeJob(wizard, {
      description: 'The wardrobe door hinge is broken.',
      timeSlot: 'Afternoon (12 PM-5 PM)',
    });
    const created = nextRequestCreation(p);
    await submitRequest(wizard);
    expect((await created).body.data.location).toMatchObject({
      pincode: '560038',
      captureMethod: 'manual',
      approximate: true,
    });
  });

  it('says so when the position is unavailable, the pincode missing or the address lookup failing', async () => {
    const p = await openBrowser(SOUTH_DELHI);
    const geocoder = await stubGeocoder(p.context(), {
      display_name: 'Malviya Nagar, South Delhi, Delhi, India',
      address: { suburb: 'Malviya Nagar', city: 'New Delhi', state: 'Delhi' },
    });
    // The first position request fails as a GPS without a fix does (code 2).
    await p.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const real = geolocation.getCurrentPosition.bind(geolocation);
      let calls = 0;
      geolocation.getCurrentPosition = (success, error, options) => {
        calls += 1;
        if (calls > 1) return real(success, error, options);
        error?.({
          code: 2,
          message: 'Position unavailable',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      };
    });
    await openDashboardAsNewUser(p, 'Divya Menon');
    await p.getByRole('button', { name: 'Request New Service' }).click();
    const wizard = wizardDialog(p);
    const next = wizard.getByRole('button', { name: 'Next' });

    await wizard.getByRole('button', { name: 'Use GPS Location' }).click();
    await toast(p, 'Failed to fetch GPS location. Please try manual entry.').waitFor();
    expect(geocoder.lookups).toEqual([]);

    // A fix, but the geocoder knows no pincode there: a warning, and Next says the same.
    const again = wizard.getByRole('button', { name: 'Detect again' });
    await again.click();
    const noPincode =
      "GPS location detected, but couldn't get a full address or pincode. Please ensure location services are accurate or switch to manual entry.";
    await toast(p, noPincode).waitFor();
    await wizard.getByText('Pincode: not found', { exact: true }).waitFor();
    await next.click();
    // The GPS warning is still up, so Next's toast is the second with the words.
    await toast(p, noPincode).nth(1).waitFor();
    await stepHeading(wizard, 'Confirm Your Location').waitFor();

    // Elsewhere, the geocoder fails: the address could not be had.
    const saket = { latitude: 28.5245, longitude: 77.2066 };
    await p.context().setGeolocation(saket);
    geocoder.answerWith(503);
    await again.click();
    await toast(p, 'Failed to get detailed address from GPS.').waitFor();
    await wizard.getByText('Could not retrieve detailed address for this location.').waitFor();
    expect(geocoder.lookups).toEqual([SOUTH_DELHI, saket]);

    // Manual entry is still there.
    await enterAddressManually(wizard, { fullAddress: 'J-5, Saket', pincode: '110017' });
    await next.click();
    await stepHeading(wizard, 'Job Details').waitFor();
  });
});
