import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 AA rule sets axe knows (2.0, 2.1 and 2.2, levels A and AA). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The smallest touch target we accept, in CSS px (issue 7; WCAG 2.5.5's 44 px). */
export const MIN_TARGET_PX = 44;

/**
 * Lays out every section, including those below the first screen that the browser skips until
 * they near the viewport (`render-when-visible`, decision 028): their overflow and targets are
 * measured like the rest. Paint containment would otherwise clip a too-wide child unseen.
 */
export async function layOutEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('e2e-lay-out-everything')) return; // once per page load
    const style = document.createElement('style');
    style.id = 'e2e-lay-out-everything';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
  // Fails loudly if the style did not apply (a stricter CSP, say) instead of checking less.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('*')).every(
      (element) => getComputedStyle(element).contentVisibility !== 'auto',
    ),
  );
}

/** Waits until the page has its h1, nothing on it still loads (spinners, skeletons, busy) or moves. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1') !== null &&
      document.querySelector(
        '[role=status] .animate-pulse, .animate-spin, [aria-busy="true"], [data-testid=page-spinner]',
      ) === null,
    undefined,
    { timeout: 10_000 },
  );
  await layOutEverything(page);
  // Fonts, then every finite animation and transition (a dialog or toast fading in would
  // otherwise be measured at half opacity).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** axe's serious and critical WCAG 2.2 AA violations, one line per rule with its targets. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Label in Name (WCAG 2.5.3) is 'experimental' in axe, so off unless asked for (decision 037).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Sideways scrolling of the whole document. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth <= clientWidth
    ? []
    : [`scrolls sideways: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`];
}

/**
 * Visible interactive elements smaller than 44x44 CSS px. Runs in the page, so it is
 * self-contained. Two things are not counted against a control:
 *
 * - WCAG 2.5.5/2.5.8's inline exception, taken narrowly: an `<a>` laid out `display: inline`
 *   whose nearest block ancestor holds other text besides the link (a link inside a
 *   sentence, whose size the line of text sets). A link alone in its list item, a button, or
 *   a link styled as a block is not inline and must be 44 px.
 * - A checkbox or radio measures together with its `<label>`: clicking the label toggles
 *   it, so the label is part of its target. A visually hidden one (1 px, the sr-only pattern
 *   of custom controls) is not visible; its label, the visible control, is then checked as
 *   a control when it is interactive itself.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex^="-"])';
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().slice(0, 40) ??
        el.getAttribute('name');
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''} "${name}"`;
    };
    // The sr-only pattern (1 px, clipped away), e.g. the skip link until it has focus.
    const isVisuallyHidden = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return (
        (rect.width <= 1 && rect.height <= 1) ||
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)'
      );
    };
    const isInlineLinkInText = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      const around = (block?.textContent ?? '').replace(el.textContent ?? '', '').trim();
      return around.length > 0;
    };
    const boxOf = (el: Element) => {
      let rect = el.getBoundingClientRect();
      const type = el.getAttribute('type');
      if (el instanceof HTMLInputElement && (type === 'checkbox' || type === 'radio')) {
        for (const label of Array.from(el.labels ?? [])) {
          const l = label.getBoundingClientRect();
          const left = Math.min(rect.left, l.left);
          const top = Math.min(rect.top, l.top);
          rect = new DOMRect(
            left,
            top,
            Math.max(rect.right, l.right) - left,
            Math.max(rect.bottom, l.bottom) - top,
          );
        }
      }
      return rect;
    };
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      if (isVisuallyHidden(el)) continue;
      if (isInlineLinkInText(el)) continue;
      const box = boxOf(el);
      // Sub-pixel layout: 43.99 px is 44 px on screen.
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        problems.push(
          `target ${Math.round(box.width)}x${Math.round(box.height)} px < ${min}: ${describe(el)}`,
        );
      }
    }
    return problems;
  }, MIN_TARGET_PX);
}

/**
 * Controls the floating language button hides when the page is scrolled to its end (where no
 * further scrolling can uncover them): those that overlap it where it is the topmost element
 * (a dialog's overlay, above it, hides the button instead).
 */
export async function coveredByLanguageButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    const button = document.querySelector('[data-testid=language-button]');
    if (!button) return [];
    const b = button.getBoundingClientRect();
    const problems: string[] = [];
    const SELECTOR = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button]';
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      if (el === button || button.contains(el) || el.contains(button)) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) continue;
      const left = Math.max(r.left, b.left);
      const right = Math.min(r.right, b.right);
      const top = Math.max(r.top, b.top);
      const bottom = Math.min(r.bottom, b.bottom);
      if (left >= right || top >= bottom) continue;
      const x = (left + right) / 2;
      const y = (top + bottom) / 2;
      const onTop = document.elementFromPoint(x, y);
      // On phones the button sits in the sticky header's own room (decision 037): what scrolled
      // under the header there is hidden by the header, which the reader scrolls away from.
      const stack = document.elementsFromPoint(x, y);
      const elementAt = stack.findIndex((e) => e === el || el.contains(e));
      const headerAt = stack.findIndex(
        (e) => !button.contains(e) && e !== button && e.closest('header') !== null,
      );
      const underHeader =
        el.closest('header') === null && headerAt >= 0 && (elementAt < 0 || headerAt < elementAt);
      if (onTop && button.contains(onTop) && !underHeader) {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
        problems.push(`language button covers ${el.tagName.toLowerCase()} "${name}"`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/** Every check of issue 7 on the page as it is now; an empty list when it passes. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await settle(page);
  return [
    ...(await axeViolations(page)),
    ...(await horizontalOverflow(page)),
    ...(await smallTargets(page)),
    ...(await coveredByLanguageButton(page)),
  ];
}
