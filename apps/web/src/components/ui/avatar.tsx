import { cn } from '../../utils/cn';

/** 'Ravi Kumar Sharma' -> 'RS': first and last initials. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The account's picture, else its initials on the brand colour (decorative: the name is shown beside it). */
export function Avatar({
  name,
  src,
  className,
}: {
  name: string;
  src?: string | null | undefined;
  className?: string;
}) {
  // `className` sets the size (default size-10).
  const base = cn(
    'inline-flex shrink-0 items-center justify-center rounded-full',
    className ?? 'size-10',
  );
  if (src) return <img src={src} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={cn(base, 'bg-brand-100 text-sm font-bold text-brand-800')}
    >
      {initials(name) || '?'}
    </span>
  );
}
