import type { ReactNode } from 'react';
import { PhoneNumber } from '../../../components/ui/phone-number';

/** One labelled fact of a paid-service card. */
export function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A phone number to call, read out in Indian groups. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:+91${phone}`}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
    >
      <PhoneNumber phone={phone} />
    </a>
  );
}

/** The repairer or the customer of a service: name, phone and (for the repairer) UPI id. */
export function PartyFacts({
  title,
  name,
  phone,
  extra,
}: {
  title: string;
  name: string;
  phone: string;
  extra?: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-slate-50 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <p className="font-semibold break-words text-slate-900">{name}</p>
      <PhoneLink phone={phone} />
      {extra}
    </section>
  );
}
