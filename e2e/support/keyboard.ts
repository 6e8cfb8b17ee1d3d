import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only driving: the element under test is reached with Tab (or
 * Shift+Tab) and used with Enter, Space, arrow keys and typing, never clicked,
 * filled or focused by script.
 */

/** Whether `target` is the focused element of its page. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement, undefined, {
    timeout: 2_000,
  });
}

/** A short description of the focused element, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `<${element.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus,
 * failing after `max` presses with the path the focus took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const max = options.max ?? 80;
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  await target.waitFor();
  const path: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    if (presses === max) break;
    await page.keyboard.press(key);
    path.push(await describeFocus(page));
  }
  throw new Error(
    `${key} did not reach ${target.toString()} in ${max} presses; the focus went: ${path
      .slice(-25)
      .join(' -> ')}`,
  );
}

/** Tabs to `target` and presses `key` on it (Enter for buttons and links). */
export async function activate(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types `text` into it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  expect(await field.inputValue()).toBe(text);
}

/** Tabs to a native select and moves to the option labelled `label` with the arrow keys. */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  const { labels, current } = await select.evaluate((element) => {
    const options = Array.from((element as HTMLSelectElement).options);
    return {
      labels: options.map((o) => o.label || o.text),
      current: (element as HTMLSelectElement).selectedIndex,
    };
  });
  const wanted = labels.indexOf(label);
  expect(wanted, `no option '${label}' in ${labels.join(', ')}`).toBeGreaterThanOrEqual(0);
  const key = wanted > current ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(wanted - current); i += 1) await page.keyboard.press(key);
  await expect
    .poll(() => select.evaluate((element) => (element as HTMLSelectElement).selectedIndex))
    .toBe(wanted);
}

/**
 * Fails unless the focused element shows where the focus is: an outline or a
 * box shadow of its own, or (for a visually hidden input) of its label.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { ok: false, what: '<body>' };
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const label = element.closest('label');
    const ok = shows(element) || (label !== null && shows(label));
    return { ok, what: element.outerHTML.slice(0, 120) };
  });
  expect(found.ok, `no visible focus indicator on ${found.what}`).toBe(true);
}

/**
 * The dialog checks every dialog must pass: the focus is inside it, Tab from
 * its last control comes back to its first (and Shift+Tab the other way), and
 * Escape closes it and gives the focus back to `opener`.
 */
export async function expectDialogTrapsAndReturnsFocus(
  page: Page,
  dialog: Locator,
  opener: Locator,
): Promise<void> {
  await dialog.waitFor();
  const inside = () =>
    dialog.evaluate((element) => element.contains(document.activeElement), undefined, {
      timeout: 2_000,
    });
  await expect.poll(inside, { message: 'the focus moves into the dialog' }).toBe(true);
  await expectVisibleFocus(page);
  // Twice round the dialog forwards, then once backwards: the focus never leaves it.
  const count = await dialog.evaluate(
    (element) =>
      Array.from(
        element.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ).filter((e) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed').length,
  );
  for (let i = 0; i < count * 2 + 1; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${i + 1} left the dialog for ${await describeFocus(page)}`).toBe(
      true,
    );
  }
  for (let i = 0; i < count + 1; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(
      await inside(),
      `Shift+Tab ${i + 1} left the dialog for ${await describeFocus(page)}`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(() => isFocused(opener), {
      message: `Escape gives the focus back to the opener (it is on ${await describeFocus(page)})`,
    })
    .toBe(true);
}

/**
 * Fails unless `toastLocator` sits inside a live region (role status or alert, or
 * aria-live polite or assertive) that was already in the page, so screen readers announce it.
 */
export async function expectAnnounced(toastLocator: Locator): Promise<void> {
  await toastLocator.waitFor();
  const live = await toastLocator.evaluate((element) => {
    const region = element.closest(
      '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]',
    );
    return region ? (region.getAttribute('aria-live') ?? region.getAttribute('role')) : null;
  });
  expect(live, 'the toast is inside a live region').not.toBeNull();
}

/** Waits until the focus is on an element inside `region` (not dropped to the page). */
export async function expectFocusWithin(region: Locator, what: string): Promise<void> {
  await expect
    .poll(
      () =>
        region.evaluate(
          (element) =>
            element.contains(document.activeElement) && element !== document.activeElement,
          undefined,
          { timeout: 2_000 },
        ),
      { message: `the focus stays in ${what}` },
    )
    .toBe(true);
}

/**
 * Tabs through the page from its start, up to `stops` times or until the focus comes back
 * round, and checks each stop shows a focus indicator. Returns how many stops were checked.
 */
export async function expectVisibleFocusOnEveryStop(page: Page, stops = 60): Promise<number> {
  const seen = new Set<string>();
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return '';
      const marker = 'data-focus-stop';
      if (!element.hasAttribute(marker)) element.setAttribute(marker, String(Math.random()));
      return element.getAttribute(marker)!;
    });
    if (!id) continue;
    if (seen.has(id)) break;
    seen.add(id);
    await expectVisibleFocus(page);
  }
  return seen.size;
}
