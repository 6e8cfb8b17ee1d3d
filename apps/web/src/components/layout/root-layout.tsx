import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { useFocusMainOnNavigation } from '../../hooks/use-focus-main-on-navigation';
import { LanguageButton } from './language-button';

/**
 * Every fresh page load has the key 'default', so keying by it alone would give a newly typed
 * URL the scroll position of the previous page; fresh loads are keyed by path instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname : location.key;

/**
 * Top of every page: scroll restoration, the focus on the new page's content, a thin bar while
 * the next page loads, and the floating language button.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusMainOnNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          data-testid="navigation-progress"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-500"
        />
      )}
      <Outlet />
      <LanguageButton />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
