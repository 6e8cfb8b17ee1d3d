import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { ComingSoon } from '../../components/ui/coming-soon';
import { cn } from '../../utils/cn';

export type ComingSoonPageKey = Extract<ParseKeys<'common'>, `comingSoon.pages.${string}`>;

/** A route whose screen a later issue builds: its title and a way back. */
export function ComingSoonPage({
  titleKey,
  backTo,
  backLabel = 'backToDashboard',
  padded = false,
}: {
  titleKey: ComingSoonPageKey;
  backTo: string;
  backLabel?: 'backToDashboard' | 'home';
  /** Public pages have no page padding of their own; the signed-in areas do. */
  padded?: boolean;
}) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <div className={cn('mx-auto w-full max-w-2xl', padded && 'px-4 py-8 sm:py-12')}>
      <title>{t('pageTitle', { title })}</title>
      <ComingSoon
        headingLevel={1}
        title={title}
        action={
          <ButtonLink to={backTo} variant="secondary">
            {t(`comingSoon.${backLabel}`)}
          </ButtonLink>
        }
      />
    </div>
  );
}
