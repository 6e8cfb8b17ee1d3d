import type { QueryClient } from '@tanstack/react-query';
import { getPublicConfigQueryOptions } from '../../../lib/public-config';
import { loadScript } from './load-script';
import type { RazorpayConstructor } from './razorpay';

/**
 * `window.Razorpay`, loading the Checkout script the server names in /api/public/config
 * (Razorpay's, or the fake gateway's from our own origin) the first time it is needed.
 * Null when it could not be loaded.
 */
export async function loadCheckout(queryClient: QueryClient): Promise<RazorpayConstructor | null> {
  if (window.Razorpay) return window.Razorpay;
  try {
    const { payments } = await queryClient.fetchQuery(getPublicConfigQueryOptions());
    await loadScript(payments.checkoutScriptUrl);
  } catch (error) {
    console.warn('The checkout script could not be loaded', error);
  }
  return window.Razorpay ?? null;
}
