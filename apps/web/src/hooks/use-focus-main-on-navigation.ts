import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page inside the app, the keyboard and a screen reader go on from the
 * new page's main content (`#main`), as after a page load, instead of from the link that was
 * pressed or from nowhere (the link was removed with the old page). Left alone: the first load,
 * a page that has placed the focus itself (a field it focuses), and a focus in a dialog.
 */
export function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById('main');
    const active = document.activeElement;
    if (!main || (active && main.contains(active)) || active?.closest('[role="dialog"]')) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}
