import { useTranslation } from 'react-i18next';
import { ButtonLink, type ButtonStyle } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The customer's two ways in: 'Book a Service' (sign up) and 'Log In', full width on a phone. */
export function BookOrLogIn({ bookVariant }: { bookVariant?: ButtonStyle['variant'] }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <ButtonLink
        to={paths.user.getOtp}
        variant={bookVariant}
        size="lg"
        className="w-full sm:w-auto"
      >
        {t('shared.cta.bookService')}
      </ButtonLink>
      <ButtonLink to={paths.user.login} variant="outline" size="lg" className="w-full sm:w-auto">
        {t('shared.cta.logIn')}
      </ButtonLink>
    </>
  );
}
