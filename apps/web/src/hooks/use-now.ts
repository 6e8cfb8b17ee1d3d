import { useEffect, useState } from 'react';
import { useMountTime } from './use-mount-time';

/** The current time, renewed every `intervalMs`, so relative times ('2 minutes ago') move on. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(useMountTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
