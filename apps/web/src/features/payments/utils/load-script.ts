const loads = new Map<string, Promise<void>>();

/** How long a script may take before the page stops waiting (a stalled network). */
export const SCRIPT_TIMEOUT_MS = 20_000;

/**
 * Adds `<script src>` once per URL and resolves when it has run. A failed or stalled load is
 * forgotten (and its tag removed), so the next attempt tries again.
 */
export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  const pending = loads.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      loads.delete(src);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`Timed out loading ${src}`), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(`Could not load ${src}`);
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
