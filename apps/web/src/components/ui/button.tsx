import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
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
 * Every size keeps a touch target of at least 44 x 44 px (a short label like 'Login' too). Callers add layout
 * classes only (no colours, padding or font size: without a class merger,
 * two utilities of one property would fight).
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
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyle & { isLoading?: boolean };

/** A button; while `isLoading` it is disabled and busy, and keeps its accessible name. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  isLoading = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
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
