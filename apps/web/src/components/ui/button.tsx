import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from '../../utils/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'link' | 'danger';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-500 text-slate-900 shadow-sm hover:bg-accent-400 active:bg-accent-600',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  link: 'text-brand-700 hover:bg-brand-50 hover:text-brand-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
} as const satisfies Record<Variant, string>;

/**
 * Every size keeps a touch target of at least 44 x 44 px (a short label like 'Login' too).
 * Callers add layout classes only (no colours, padding or font size: without a class
 * merger, two utilities of one property would fight).
 */
const SIZES = {
  sm: 'min-h-11 min-w-11 px-3 text-sm',
  md: 'min-h-11 min-w-11 px-4 text-base',
  lg: 'min-h-12 min-w-12 px-6 text-base',
  icon: 'size-11',
} as const satisfies Record<Size, string>;

export interface ButtonStyle {
  variant?: Variant;
  size?: Size;
  fullWidth?: boolean;
  className?: string | undefined;
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: ButtonStyle) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    isLoading?: boolean;
    /**
     * Off (`aria-disabled`) but still focusable, for a button that turns off under the
     * keyboard's focus (e.g. 'Mark Complete' becoming 'Completed'): a natively disabled
     * button drops the focus to the page, and the person loses their place.
     */
    focusableWhenDisabled?: boolean;
  };

/**
 * A button. While `isLoading` it is busy and off but keeps the focus (`aria-disabled`, clicks
 * and form submission ignored) and its accessible name; `disabled` alone disables it natively.
 * In the server's first screen it is off until the app has hydrated it: before, a click would
 * do nothing and a submit button would send its form to the page's own address, fields and all.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  isLoading = false,
  focusableWhenDisabled = false,
  disabled,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const off = Boolean(disabled) || isLoading || !hydrated;
  const focusable = off && (isLoading || focusableWhenDisabled);
  return (
    <button
      type={type}
      disabled={off && !focusable}
      aria-disabled={focusable || undefined}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      // Cancelling the click also stops a submit button's form from being sent (Enter in a field).
      onClick={focusable ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {isLoading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: LinkProps & ButtonStyle) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
