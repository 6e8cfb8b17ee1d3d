import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Extra content under the lead, e.g. the last-updated date of a legal page. */
  children?: ReactNode;
}

/** The page's one h1, on a soft teal band: used by every marketing page except the landing. */
export function PageHeader({ title, eyebrow, lead, children }: PageHeaderProps) {
  return (
    <header className="border-b border-teal-100 bg-linear-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead ? (
          <div className="mt-4 max-w-3xl text-base text-slate-700 sm:text-lg">{lead}</div>
        ) : null}
        {children}
      </div>
    </header>
  );
}
