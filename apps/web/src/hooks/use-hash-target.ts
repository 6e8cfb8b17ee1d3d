import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The anchor of a job's card on a list page: `/user/inprogress#request-<id>` opens the page with
 * that card in view and focused.
 */
export const requestAnchor = (serviceRequestId: string): string => `request-${serviceRequestId}`;

/** The ring that shows which card a link opened, for a few seconds. */
const HIGHLIGHT = ['ring-2', 'ring-brand-500', 'ring-offset-2'];
const HIGHLIGHT_MS = 4000;

/**
 * A list page opened at one of its items (`/user/inprogress#request-<id>`, from a notification):
 * once the list is on screen (`ready`), the item with that id is scrolled into view, focused (so
 * the keyboard and a screen reader go on from it) and outlined for a moment.
 */
export function useHashTarget(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
    target.classList.add(...HIGHLIGHT);
    const timer = window.setTimeout(() => target.classList.remove(...HIGHLIGHT), HIGHLIGHT_MS);
    return () => {
      window.clearTimeout(timer);
      target.classList.remove(...HIGHLIGHT);
    };
  }, [ready, hash]);
}
