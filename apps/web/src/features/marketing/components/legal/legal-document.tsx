import { REJECTION_FEE_PAISE } from '@gharseva/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyRupees } from '../../../../utils/money';
import { formatLegalDate, LEGAL_LAST_UPDATED } from '../../lib/legal-date';
import { parseLegalSections, parseStringList } from '../../lib/translated-content';
import { PageHeader } from '../page-header';
import { LegalSection } from './legal-section';
import { LegalSummary } from './legal-summary';
import { LegalToc, type TocEntry } from './legal-toc';

/** A closing section written as a component (contact blocks with links), numbered after the rest. */
export interface LegalAppendix {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  /** The marketing.json key holding `title`, `intro`, `summary` and `sections`. */
  docKey: 'privacy' | 'terms';
  appendices: readonly LegalAppendix[];
}

/** Index-based ids stay the same in every language, so links into a section never break. */
const sectionId = (index: number): string => `section-${index + 1}`;

/** A legal page: header with the last-updated date, a summary, contents and numbered sections. */
export function LegalDocument({ docKey, appendices }: LegalDocumentProps) {
  const { t, i18n } = useTranslation(['marketing', 'legal']);
  // Amounts are interpolated, written by the money formatter in the language (decision 040).
  const fee = formatMoneyRupees(REJECTION_FEE_PAISE / 100);
  const intro = parseStringList(
    t(`legal:${docKey}.intro`, { returnObjects: true, fee }),
    `${docKey}.intro`,
  );
  const summary = parseStringList(
    t(`legal:${docKey}.summary`, { returnObjects: true, fee }),
    `${docKey}.summary`,
  );
  const sections = parseLegalSections(
    t(`legal:${docKey}.sections`, { returnObjects: true, fee }),
    `${docKey}.sections`,
  );
  const toc: TocEntry[] = [
    ...sections.map((section, index) => ({
      id: sectionId(index),
      title: `${index + 1}. ${section.title}`,
    })),
    ...appendices.map((appendix, index) => ({
      id: appendix.id,
      title: `${sections.length + index + 1}. ${appendix.title}`,
    })),
  ];
  const date = formatLegalDate(LEGAL_LAST_UPDATED, i18n.resolvedLanguage ?? i18n.language);

  return (
    <>
      <PageHeader title={t(`legal:${docKey}.title`)}>
        <p className="mt-3 text-sm text-slate-600">
          <time dateTime={LEGAL_LAST_UPDATED}>{t('shared.legal.lastUpdated', { date })}</time>
        </p>
      </PageHeader>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <LegalToc entries={toc} />
        <article className="mt-8 max-w-3xl space-y-10 lg:mt-0">
          <div className="space-y-4">
            {intro.map((paragraph) => (
              <p key={paragraph} className="text-base leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <LegalSummary items={summary} />
          {sections.map((section, index) => (
            <LegalSection
              key={section.title}
              id={sectionId(index)}
              number={index + 1}
              section={section}
            />
          ))}
          {appendices.map((appendix, index) => (
            <section
              key={appendix.id}
              id={appendix.id}
              aria-labelledby={`${appendix.id}-title`}
              className="scroll-mt-24 space-y-4"
            >
              <h2
                id={`${appendix.id}-title`}
                className="text-xl font-semibold text-slate-900 sm:text-2xl"
              >
                <span className="text-teal-700">{sections.length + index + 1}.</span>{' '}
                {appendix.title}
              </h2>
              {appendix.content}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
