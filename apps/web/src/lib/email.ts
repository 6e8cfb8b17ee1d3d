import type {
  TEmailAddressRequest,
  TEmailCodeRequest,
  TEmailLinkResponse,
  TEmailStatus,
  TEmailStatusResponse,
  TEmailUpdateResponse,
  TUserSettingsRequest,
} from '@gharseva/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignupRole } from '../config/paths';
import { api } from './api-client';

/**
 * The account's email address and switch (issue 24). In lib/ because the customer's settings
 * page and the repairer's settings page (two features) both show it.
 */
export const emailQueryKey = (role: SignupRole) => [role, 'email'] as const;

/** GET /api/{role}/email -> {success, data: {email, verified, pendingEmail, emailNotifications}}. */
export const getEmailStatus = async (role: SignupRole): Promise<TEmailStatus> =>
  (await api.get<TEmailStatusResponse>(`/api/${role}/email`)).data;

export const getEmailStatusQueryOptions = (role: SignupRole) =>
  queryOptions({ queryKey: emailQueryKey(role), queryFn: () => getEmailStatus(role) });

export const useEmailStatus = (role: SignupRole) => useQuery(getEmailStatusQueryOptions(role));

/** A call that answers the new email status, which replaces the cached one. */
function useEmailMutation<TBody>(
  role: SignupRole,
  call: (body: TBody) => Promise<TEmailUpdateResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (response) => queryClient.setQueryData(emailQueryKey(role), response.data),
  });
}

/** PUT /api/{role}/email {email}: mails a code and a link to the address. */
export const useRequestEmailCode = (role: SignupRole) =>
  useEmailMutation(role, (body: TEmailAddressRequest) =>
    api.put<TEmailUpdateResponse>(`/api/${role}/email`, body),
  );

/** POST /api/{role}/email/confirm {code}. */
export const useConfirmEmailCode = (role: SignupRole) =>
  useEmailMutation(role, (body: TEmailCodeRequest) =>
    api.post<TEmailUpdateResponse>(`/api/${role}/email/confirm`, body),
  );

/** PUT /api/user/settings {emailNotifications}: the customer's email switch. */
export const useUpdateUserSettings = () =>
  useEmailMutation('user', (body: TUserSettingsRequest) =>
    api.put<TEmailUpdateResponse>('/api/user/settings', body),
  );

/** POST /api/email/confirm-link {token}: the mailed link's page confirms by its token. */
export const confirmEmailLink = (token: string): Promise<TEmailLinkResponse> =>
  api.post<TEmailLinkResponse>('/api/email/confirm-link', { token });
