import { useEffect, useState, type RefObject } from 'react';

const canObserve = () => typeof window !== 'undefined' && 'IntersectionObserver' in window;

/**
 * Becomes true once `threshold` of the element has been visible, and stays
 * true. Without IntersectionObserver it is true from the start.
 */
export function useInViewOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [seen, setSeen] = useState(() => !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, seen]);
  return seen;
}
