import { BookOrLogIn } from './book-or-log-in';

interface CtaBandProps {
  /** Id of the band's h2 (for `aria-labelledby`); unique on the page. */
  headingId: string;
  title: string;
  body: string;
}

/** The closing call to action: book, or log in. */
export function CtaBand({ headingId, title, body }: CtaBandProps) {
  return (
    <section aria-labelledby={headingId} className="bg-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl rounded-2xl bg-teal-800 px-6 py-10 text-center sm:px-12">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-base text-teal-50 sm:text-lg">{body}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <BookOrLogIn bookVariant="accent" />
        </div>
      </div>
    </section>
  );
}
