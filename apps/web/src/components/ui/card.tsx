import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';

/** A white surface with a soft border: the base of forms, panels and tiles. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}
