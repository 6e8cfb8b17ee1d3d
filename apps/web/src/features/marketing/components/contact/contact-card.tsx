import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface ContactCardProps {
  /** Unique on the page; the card's h2 gets `${id}-title`. */
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A white card with an icon and an h2: one way of reaching GharSeva. */
export function ContactCard({ id, icon: Icon, title, children }: ContactCardProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50">
          <Icon aria-hidden="true" className="size-6 text-teal-700" />
        </span>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <div className="mt-3 min-w-0 text-base text-slate-700">{children}</div>
    </section>
  );
}
