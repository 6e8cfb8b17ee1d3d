import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Keeps the keyboard's place in a region whose controls are swapped under the focus when
 * `key` changes (a job card's 'Submit Quote' replaced by 'Edit quote', 'Start Work' by
 * 'Confirm Completion & Send OTP'): when the focus was inside and fell to the page, it goes to
 * the region's first displayed control, or to the region itself (give it `tabIndex={-1}`).
 */
export function useKeepFocus<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const focusInside = useRef(false);

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const onFocusIn = () => {
      focusInside.current = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      const to = event.relatedTarget;
      if (to instanceof Node) {
        focusInside.current = region.contains(to);
        return;
      }
      // Nowhere: a real blur (a click on the page) unless the element is being removed.
      setTimeout(() => {
        if (left instanceof Node && left.isConnected) focusInside.current = false;
      });
    };
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useEffect(() => {
    const region = ref.current;
    if (!region || !focusInside.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    // The first control that is displayed (a list may render a table and cards, one hidden).
    const next = Array.from(region.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
      (element) => element.getClientRects().length > 0,
    );
    (next ?? region).focus();
  }, [key]);

  return ref;
}
