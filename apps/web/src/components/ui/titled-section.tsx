import type { ReactNode } from 'react';

/** A dashboard block: its h2 names the section (by `id`), an optional line under it, then the content. */
export function TitledSection({
  id,
  title,
  subtitle,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-bold text-slate-900 sm:text-xl">
        {title}
      </h2>
      {subtitle && <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
