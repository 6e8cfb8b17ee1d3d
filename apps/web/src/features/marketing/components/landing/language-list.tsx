import { LANGUAGES } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';

/** The 15 languages, each written in its own script (endonyms are data, not translated copy). */
export function LanguageList() {
  const { t } = useTranslation('marketing');
  return (
    <div className="mt-10 rounded-2xl bg-teal-50 px-5 py-6 text-center sm:px-8">
      <p id="languages-title" className="text-base font-semibold text-slate-900">
        {t('landing.languages.title')}
      </p>
      <ul aria-labelledby="languages-title" className="mt-4 flex flex-wrap justify-center gap-2">
        {LANGUAGES.map((language) => (
          <li
            key={language.code}
            lang={language.code}
            dir={language.dir}
            className="rounded-full border border-teal-200 bg-white px-3 py-1 text-sm text-slate-800"
          >
            {language.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
