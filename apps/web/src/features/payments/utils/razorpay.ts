import type { TCheckoutResult } from '@gharseva/domain';

/** What Checkout hands to `payment.failed` listeners (the part the page reads). */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

/** The options of Razorpay Checkout the app passes (SPEC.md section 7, "Other"). */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; contact: string; email?: string };
  notes: { serviceRequestId: string; paymentId: string };
  theme: { color: string };
  handler: (response: TCheckoutResult) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    /** Defined by the Checkout script (Razorpay's, or the fake gateway's stand-in). */
    Razorpay?: RazorpayConstructor;
  }
}

/** The merchant name Checkout shows, and its accent (the brand's teal, --color-brand-700). */
export const CHECKOUT_NAME = 'GharSeva';
export const CHECKOUT_THEME_COLOR = '#0f766e';
