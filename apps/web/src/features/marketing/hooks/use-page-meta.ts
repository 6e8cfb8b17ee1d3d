import { useEffect } from 'react';

/**
 * Sets the document title and meta description while the page is shown, restoring the previous
 * ones on leave. (A React 19 `<title>` element would not win over the one in index.html, which
 * comes first in the document.)
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    document.title = title;
    if (meta) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
