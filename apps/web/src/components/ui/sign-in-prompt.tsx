import { LogIn } from 'lucide-react';
import { ButtonLink } from './button';
import { Card } from './card';

/**
 * An unguarded page (SPEC.md section 6: review, rejection fee) whose calls need the customer's
 * session: why to log in, and the way to the login page.
 */
export function SignInPrompt({
  title,
  body,
  actionLabel,
  loginTo,
  'data-testid': testId,
}: {
  title: string;
  body: string;
  actionLabel: string;
  loginTo: string;
  'data-testid'?: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid={testId}>
      <LogIn className="size-10 text-brand-700" aria-hidden="true" />
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="max-w-md text-slate-700">{body}</p>
      <ButtonLink to={loginTo}>{actionLabel}</ButtonLink>
    </Card>
  );
}
