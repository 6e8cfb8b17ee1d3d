import type { ReactNode } from 'react';
import { formatPhone } from '../../utils/input';

/*
 * A phone number is an LTR run. Inside RTL text (Urdu) the bidi algorithm
 * reads its spaces and '+' as RTL, and '+91 98765 43210' shows as '43210 98765 91+'.
 * Isolated with `dir="ltr"` (an element with `dir` is isolated from the text around it), it
 * keeps its order in every language (decision 040).
 */

/** A phone number read out in Indian groups ('98765 43210'; '+91 98765 43210' with `country`). */
export function PhoneNumber({ phone, country = false }: { phone: string; country?: boolean }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {country ? `+91 ${formatPhone(phone)}` : formatPhone(phone)}
    </bdi>
  );
}

/**
 * The `<strong>` of a translated sentence that holds '+91 {{phone}}' (the OTP screens), for
 * `<Trans components={{ strong: <PhoneInSentence /> }}>`: bold and isolated left to right.
 */
export function PhoneInSentence({ children }: { children?: ReactNode }) {
  return (
    <strong dir="ltr" className="font-semibold whitespace-nowrap text-slate-900">
      {children}
    </strong>
  );
}

/** An LTR prefix such as '+91' inside a field, isolated from RTL text. */
export function LeftToRight({ children }: { children?: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
