import { Trans } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';

/** The consent line and the help link under the phone step. */
export function LegalLinks() {
  return (
    <div className="flex flex-col gap-2 text-center text-xs leading-5 text-slate-500">
      <p>
        <Trans
          ns="auth"
          i18nKey="legal.consent"
          components={{
            terms: <TextLink inline to={paths.terms} />,
            privacy: <TextLink inline to={paths.privacyPolicy} />,
          }}
        />
      </p>
      <p>
        <Trans
          ns="auth"
          i18nKey="legal.help"
          components={{ contact: <TextLink inline to={paths.contactUs} /> }}
        />
      </p>
    </div>
  );
}
