import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * 'Resend OTP', disabled during the server's 30 s cool-down with the seconds
 * shown beside it. The button's name stays 'Resend OTP' throughout.
 */
export function ResendOtp({
  secondsLeft,
  onResend,
  isPending,
}: {
  secondsLeft: number;
  onResend: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-center gap-0.5 text-sm text-slate-600">
      <p className="flex flex-wrap items-center justify-center gap-x-1">
        <span>{t('verifyOtp.didntGet')}</span>
        <Button
          variant="link"
          size="sm"
          disabled={secondsLeft > 0}
          isLoading={isPending}
          onClick={onResend}
        >
          {t('verifyOtp.resend')}
        </Button>
      </p>
      {secondsLeft > 0 && (
        <p data-testid="resend-countdown" className="tabular-nums">
          {t('verifyOtp.resendIn', { count: secondsLeft })}
        </p>
      )}
    </div>
  );
}
