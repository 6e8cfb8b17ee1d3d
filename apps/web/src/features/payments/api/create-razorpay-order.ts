import type { TCreateOrderResponse, TPaymentOrder } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/** What the screens read (they also guard against `success: false`); the answer, TCreateOrderResponse, fits it. */
export interface CreateOrderResponse {
  success: boolean;
  message?: string;
  data?: TPaymentOrder;
}

/**
 * POST /api/user/create-razorpay-order {paymentRecordId} -> {success, message, data}: the
 * gateway order Checkout opens (one per record, reused by every attempt).
 */
export const createRazorpayOrder = (paymentRecordId: string): Promise<CreateOrderResponse> =>
  api.post<TCreateOrderResponse>('/api/user/create-razorpay-order', { paymentRecordId });

export const useCreateRazorpayOrder = (config: MutationConfig<CreateOrderResponse, string> = {}) =>
  useMutation({ ...config, mutationFn: createRazorpayOrder });
