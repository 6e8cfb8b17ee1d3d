import type { TLegalSection } from '../../lib/translated-content';

const PARAGRAPH = 'text-base leading-7 text-slate-700';

function Paragraphs({ texts }: { texts: readonly string[] | undefined }) {
  if (!texts?.length) return null;
  return (
    <>
      {texts.map((text) => (
        <p key={text} className={PARAGRAPH}>
          {text}
        </p>
      ))}
    </>
  );
}

function Items({ items }: { items: readonly string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <ul className="list-disc space-y-2 ps-5 marker:text-teal-700">
      {items.map((item) => (
        <li key={item} className={`${PARAGRAPH} ps-1`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

interface LegalSectionProps {
  id: string;
  number: number;
  section: TLegalSection;
}

/** One numbered section of a legal document: paragraphs, a list, subsections, closing text. */
export function LegalSection({ id, number, section }: LegalSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        <span className="text-teal-700">{number}.</span> {section.title}
      </h2>
      <Paragraphs texts={section.paragraphs} />
      <Items items={section.items} />
      {section.subsections?.map((sub) => (
        <div key={sub.title} className="space-y-3 pt-2">
          <h3 className="text-lg font-semibold text-slate-900">{sub.title}</h3>
          <Paragraphs texts={sub.paragraphs} />
          <Items items={sub.items} />
        </div>
      ))}
      <Paragraphs texts={section.after} />
    </section>
  );
}
