import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash (`/#faq`, `/services#plumbing`) once the page has
 * rendered. A `<details data-open-on-hash>` inside the target is opened too, so a link to a
 * category lands on its prices rather than on a closed box.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // A malformed hash names nothing on the page.
    }
    const target = document.getElementById(id);
    if (!target) return;
    const details = target.querySelector<HTMLDetailsElement>('details[data-open-on-hash]');
    if (details) details.open = true;
    target.scrollIntoView({ block: 'start' });
  }, [hash]);
}
