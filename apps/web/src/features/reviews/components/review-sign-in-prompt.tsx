import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { paths } from '../../../config/paths';

/** The page has no guard (SPEC.md section 6), but only the customer who booked may review. */
export function ReviewSignInPrompt() {
  const { t } = useTranslation('requests');
  return (
    <SignInPrompt
      title={t('review.signIn.title')}
      body={t('review.signIn.body')}
      actionLabel={t('review.signIn.action')}
      loginTo={paths.user.login}
      data-testid="review-sign-in"
    />
  );
}
