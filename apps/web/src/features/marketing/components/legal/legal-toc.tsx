import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface TocEntry {
  id: string;
  title: string;
}

function TocList({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <ol className="space-y-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link
            to={{ hash: entry.id }}
            className="flex min-h-11 items-center rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-800"
          >
            {entry.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * "On this page": a collapsed disclosure on phones, a sticky side list on wide screens. Only one
 * of the two is displayed at a time, so assistive technology meets a single navigation landmark.
 */
export function LegalToc({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useTranslation('marketing');
  const label = t('shared.legal.onThisPage');
  return (
    <>
      <nav aria-label={label} className="lg:hidden">
        <details className="group rounded-xl border border-slate-200 bg-white">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {label}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="border-t border-slate-200 px-2 py-2">
            <TocList entries={entries} />
          </div>
        </details>
      </nav>
      <nav aria-label={label} className="sticky top-24 hidden self-start lg:block">
        <p className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
        <div className="mt-2">
          <TocList entries={entries} />
        </div>
      </nav>
    </>
  );
}
