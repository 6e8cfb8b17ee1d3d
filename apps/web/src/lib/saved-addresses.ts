import type {
  TCreateSavedAddressRequest,
  TLocationData,
  TMessageResponse,
  TSavedAddress,
  TSavedAddressesResponse,
  TSavedAddressResponse,
  TUpdateSavedAddressRequest,
} from '@gharseva/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { MutationConfig } from './query-client';
import { queryKeys } from './query-keys';

/*
 * The customer's saved addresses (issue 24), used by the wizard, the Available Repairers
 * request form and the addresses page: shared here, as features do not import each other.
 */

/** GET /api/user/addresses -> {success, data}: the default first, then the newest. */
export const getSavedAddresses = async (): Promise<TSavedAddress[]> =>
  (await api.get<TSavedAddressesResponse>('/api/user/addresses')).data;

export const getSavedAddressesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.userSavedAddresses, queryFn: getSavedAddresses });

export const useSavedAddresses = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getSavedAddressesQueryOptions(), enabled: options.enabled ?? true });

/** POST /api/user/addresses (201) -> {success, message, data}. */
export const saveAddress = (body: TCreateSavedAddressRequest) =>
  api.post<TSavedAddressResponse>('/api/user/addresses', body);

/** PUT /api/user/addresses/{id} -> {success, message, data}: rename, move or make default. */
export const updateAddress = ({ id, ...body }: TUpdateSavedAddressRequest & { id: string }) =>
  api.put<TSavedAddressResponse>(`/api/user/addresses/${encodeURIComponent(id)}`, body);

/** DELETE /api/user/addresses/{id} -> {success, message}. */
export const deleteAddress = (id: string) =>
  api.delete<TMessageResponse>(`/api/user/addresses/${encodeURIComponent(id)}`);

function useAddressMutation<Input, Response>(
  mutationFn: (input: Input) => Promise<Response>,
  config: MutationConfig<Response, Input> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.userSavedAddresses }),
  });
}

export const useSaveAddress = (
  config?: MutationConfig<TSavedAddressResponse, TCreateSavedAddressRequest>,
) => useAddressMutation(saveAddress, config);

export const useUpdateAddress = (
  config?: MutationConfig<TSavedAddressResponse, TUpdateSavedAddressRequest & { id: string }>,
) => useAddressMutation(updateAddress, config);

export const useDeleteAddress = (config?: MutationConfig<TMessageResponse, string>) =>
  useAddressMutation(deleteAddress, config);

/**
 * A saved address as a request's `locationData`: its GPS fix when it has one, else the typed
 * address (the server places it at its pincode, as it did when it was saved).
 */
export function savedLocationData(
  address: TSavedAddress,
): TLocationData & { coordinates: [number, number] | null } {
  const gps = address.captureMethod === 'gps';
  return {
    fullAddress: address.fullAddress,
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    coordinates: gps ? address.coordinates : null,
    captureMethod: address.captureMethod,
  };
}
