import { Trans } from 'react-i18next';
import { CheckboxField, type CheckboxFieldProps } from '../../../components/ui/checkbox';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

/** 'I agree to the Terms and Conditions and Privacy Policy' (the links open in a new tab, keeping the form). */
export function TermsCheckbox(props: Omit<CheckboxFieldProps, 'label'>) {
  return (
    <CheckboxField
      {...props}
      label={
        <Trans
          ns="auth"
          i18nKey="terms.agree"
          components={{
            terms: <TextLink inline to={paths.terms} target="_blank" rel="noopener noreferrer" />,
            privacy: (
              <TextLink inline to={paths.privacyPolicy} target="_blank" rel="noopener noreferrer" />
            ),
          }}
        />
      }
    />
  );
}
