import {
  CircleCheckBig,
  ClipboardList,
  LayoutGrid,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';

/**
 * The four steps of booking a service (choose, describe, get matched, done), told on the landing
 * page and on the customer's dashboard; each screen words them in its own namespace by `id`.
 */
export const HOW_IT_WORKS_STEPS = [
  { id: 'choose', icon: LayoutGrid },
  { id: 'describe', icon: ClipboardList },
  { id: 'match', icon: UserCheck },
  { id: 'done', icon: CircleCheckBig },
] as const satisfies readonly { id: string; icon: LucideIcon }[];
