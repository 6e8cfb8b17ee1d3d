import type { Role, TMessageResponse } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../toast';
import { loginPath } from '../../config/paths';
import { api } from '../api-client';
import { errorMessage } from '../errors';
import { forgetPushSubscription } from '../web-push';
import type { MutationConfig } from '../query-client';
import { useSessionStore } from './session-context';

export const logout = (role: Role): Promise<TMessageResponse> =>
  api.post<TMessageResponse>(`/api/${role}/logout`);

/**
 * Logout of SPEC.md section 2: this browser's push subscription dropped (decision 056), the
 * server call, then user, repairer and admin
 * state cleared, 'Logged out successfully!' and the role's login page. On
 * failure the error is shown and the session kept, except for the admin, who
 * is signed out locally and sent to /admin/login anyway (SPEC.md section 7).
 */
export function useLogout(role: Role, config: MutationConfig<TMessageResponse, void> = {}) {
  const store = useSessionStore();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    ...config,
    mutationFn: async () => {
      // While still signed in: only the account's own subscription can be removed.
      if (role !== 'admin') await forgetPushSubscription();
      return logout(role);
    },
    onSuccess: (...args) => {
      store.clear();
      toast.success(t('logout.success'), { id: 'logout' });
      void navigate(loginPath(role), { replace: true });
      config.onSuccess?.(...args);
    },
    onError: (error, ...rest) => {
      toast.error(errorMessage(error, t('logout.failed')), { id: 'logout' });
      if (role === 'admin') {
        store.clear();
        void navigate(loginPath(role), { replace: true });
      }
      config.onError?.(error, ...rest);
    },
  });
}
