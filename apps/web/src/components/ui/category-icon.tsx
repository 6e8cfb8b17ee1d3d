import {
  Bug,
  Droplets,
  Hammer,
  PaintRoller,
  Refrigerator,
  ShieldCheck,
  Sofa,
  Sparkles,
  Sprout,
  Star,
  Truck,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The catalogue names its icons by lucide export; only these 13 are bundled, not all of lucide. */
const CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  Refrigerator,
  Zap,
  Droplets,
  Hammer,
  Sparkles,
  PaintRoller,
  Bug,
  ShieldCheck,
  Truck,
  Sprout,
  Sofa,
  Wrench,
  Star,
};

interface CategoryIconProps {
  /** A lucide-react export name from the catalogue, e.g. 'Refrigerator'. */
  name: string;
  className?: string;
}

/** A catalogue category's icon (decorative: the category name is always shown beside it). */
export function CategoryIcon({ name, className }: CategoryIconProps) {
  const Icon = CATEGORY_ICONS[name] ?? Wrench;
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
