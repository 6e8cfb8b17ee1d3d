import type { ReactNode } from 'react';

/**
 * A query's data once it is there, its skeleton while it loads, and nothing after a failure
 * (the page reports that once, in a toast or an alert).
 */
export function QueryContent<T>({
  query,
  skeleton,
  children,
}: {
  query: { data: T | undefined; isPending: boolean };
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  return query.isPending ? skeleton : null;
}
