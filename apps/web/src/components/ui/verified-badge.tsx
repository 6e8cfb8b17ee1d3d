import { BadgeCheck } from 'lucide-react';
import { cn } from '../../utils/cn';

/**
 * The platform's "Verified" mark (DESIGN.md section 12): shown only for a repairer an admin has
 * verified, so the landing page's "Verified repairers" stays true.
 */
export function VerifiedBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      data-testid="verified-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset',
        className,
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
