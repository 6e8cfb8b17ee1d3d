interface SectionHeadingProps {
  /** The id the section's `aria-labelledby` points at. */
  id: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'start';
}

/** The h2 and lead line that open a landing or services section. */
export function SectionHeading({ id, title, subtitle, align = 'center' }: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${alignment}`}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-3 text-base text-slate-600 sm:text-lg">{subtitle}</p> : null}
    </div>
  );
}
