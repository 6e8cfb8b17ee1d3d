import { Link, type LinkProps } from 'react-router';
import { cn } from '../../utils/cn';

/**
 * A text link in the brand colour. Standalone links get a 44 px tap area;
 * `inline` ones sit inside a sentence (exempt from target size, WCAG 2.5.8).
 */
export function TextLink({
  className,
  inline = false,
  ...props
}: LinkProps & { inline?: boolean }) {
  return (
    <Link
      className={cn(
        'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
        inline ? 'underline' : 'inline-flex min-h-11 min-w-11 items-center',
        className,
      )}
      {...props}
    />
  );
}
