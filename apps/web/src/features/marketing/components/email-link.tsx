import { mailtoHref } from '../lib/contact-links';

const BASE =
  'inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-4 hover:text-teal-900';

interface EmailLinkProps {
  email: string;
  /** Extra classes, e.g. a larger size on the contact page. */
  className?: string;
}

/**
 * A mailto link whose address may wrap after the '@' on the narrowest phones (a 44 px tall
 * target), instead of pushing the page sideways.
 */
export function EmailLink({ email, className = 'underline' }: EmailLinkProps) {
  const at = email.indexOf('@');
  return (
    <a href={mailtoHref(email)} className={`${BASE} ${className}`}>
      {at > 0 ? (
        <span>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </span>
      ) : (
        email
      )}
    </a>
  );
}
