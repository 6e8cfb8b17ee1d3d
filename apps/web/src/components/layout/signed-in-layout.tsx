import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from './skip-link';

/** Frame of a signed-in area: its header, then the page. */
export function SignedInLayout({ header }: { header: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main
        id="main"
        tabIndex={-1}
        // pb-20: the end of the page scrolls clear of the floating language button.
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-20 outline-none sm:pt-8"
      >
        <Outlet />
      </main>
    </div>
  );
}
