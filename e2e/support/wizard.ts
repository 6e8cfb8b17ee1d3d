import type { Locator, Page } from 'playwright-core';

/** Malviya Nagar, South Delhi: the centre of pincode 110017, where a demo plumber works. */
export const SOUTH_DELHI = { latitude: 28.52791, longitude: 77.2089 };

/** The Request Service wizard (a dialog over the dashboard). */
export function wizardDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Request a Service' });
}

type WizardHeading = 'Confirm Your Location' | 'Job Details' | 'Service Requested!';

/** The heading of a step of the wizard. */
export function stepHeading(wizard: Locator, name: WizardHeading): Locator {
  return wizard.getByRole('heading', { name, exact: true });
}

/** Step 1 by hand: 'Enter Manually', then the address and the pincode. */
export async function enterAddressManually(
  wizard: Locator,
  values: { fullAddress: string; pincode: string },
): Promise<void> {
  await wizard.getByRole('button', { name: 'Enter Manually' }).click();
  await wizard.getByLabel('Full address').fill(values.fullAddress);
  await wizard.getByLabel('Pincode', { exact: true }).fill(values.pincode);
}

/** Step 2's dependent selects: the category, then one of its issues. */
export async function chooseIssue(wizard: Locator, category: string, issue: string) {
  await wizard.getByLabel('Category', { exact: true }).selectOption({ label: category });
  await wizard.getByLabel('Issue', { exact: true }).selectOption({ label: issue });
}

/** Step 2's description and time slot (labels as shown, e.g. 'Morning (9 AM-12 PM)'). */
export async function describeJob(
  wizard: Locator,
  values: { description: string; timeSlot: string },
): Promise<void> {
  await wizard.getByLabel('Job description').fill(values.description);
  await wizard.getByLabel('Visit date').selectOption({ label: 'Tomorrow' });
  await wizard.getByLabel('Preferred time slot').selectOption({ label: values.timeSlot });
}

/** 'Submit Request', then the success screen. */
export async function submitRequest(wizard: Locator): Promise<void> {
  await wizard.getByRole('button', { name: 'Submit Request' }).click();
  await stepHeading(wizard, 'Service Requested!').waitFor();
}
