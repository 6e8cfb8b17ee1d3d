import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { confirmEmailLink } from '../../../lib/email';

/** A link opened without its token (cut short by the mail reader or by copying). */
class MissingToken extends Error {}

/**
 * /email/confirm#<token>: the page a confirmation mail links to. The token rides after `#`, so
 * it never reaches a server log or a mail scanner's preview fetch; the page sends it once.
 */
export default function EmailConfirmPage() {
  const { t } = useTranslation('email');
  const confirm = useMutation({
    mutationFn: async (token: string) => {
      if (!token) throw new MissingToken();
      return confirmEmailLink(token);
    },
  });
  const { mutate } = confirm;
  // Once per page: a token is single use, and a second try (StrictMode's) would read as spent.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = window.location.hash.slice(1);
    // The token is spent either way: it leaves the address bar and the history entry.
    if (token) window.history.replaceState(null, '', window.location.pathname);
    mutate(token);
  }, [mutate]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('link.title')}</h1>
      <Card className="flex flex-col gap-4 p-6">
        {confirm.isSuccess ? (
          <>
            <Alert variant="success" title={t('link.confirmed')}>
              {t('link.confirmedBody')}
            </Alert>
            <ButtonLink
              to={confirm.data.role === 'user' ? paths.user.settings : paths.repairer.settings}
              className="self-start"
            >
              {t('link.toSettings')}
            </ButtonLink>
          </>
        ) : confirm.isError ? (
          <Alert
            variant="error"
            title={t(confirm.error instanceof MissingToken ? 'link.missing' : 'link.failed')}
          >
            {t('link.failedBody')}
          </Alert>
        ) : (
          <p role="status" className="flex items-center gap-3 text-slate-700">
            <Spinner className="size-5" />
            {t('link.checking')}
          </p>
        )}
      </Card>
    </div>
  );
}
