import type { TPaymentOrder } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

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
  api.post<CreateOrderResponse>('/api/user/create-razorpay-order', { paymentRecordId });

export const useCreateRazorpayOrder = (config: MutationConfig<CreateOrderResponse, string> = {}) =>
  useMutation({ ...config, mutationFn: createRazorpayOrder });
