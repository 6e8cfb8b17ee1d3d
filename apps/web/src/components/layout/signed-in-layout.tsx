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
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8"
      >
        <Outlet />
      </main>
    </div>
  );
}
