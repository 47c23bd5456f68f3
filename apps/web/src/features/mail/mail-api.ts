import type { MailSettings } from '@blog/contract';
import { mailRoutes } from '@blog/contract/mail-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';

const keys = {
  status: ['mail', 'status'] as const,
  settings: (userId: number) => ['mail', 'settings', userId] as const,
};

/** Whether the blog sends mail (SMTP_URL set): the forms show their e-mail field only then. */
export function useMailEnabled(): boolean {
  const status = useQuery({
    queryKey: keys.status,
    queryFn: () => callApi(mailRoutes.status, {}, { silent: true }),
    staleTime: Infinity,
  });
  return status.data?.enabled ?? false;
}

/** The user centre's mail settings of the signed-in user, and the writes that change them. */
export function useMailSettings(userId: number) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: keys.settings(userId),
    queryFn: () => callApi(mailRoutes.settings, {}, { silent: true }),
  });
  const store = (next: MailSettings) => queryClient.setQueryData(keys.settings(userId), next);
  const setAddress = useMutation({
    mutationFn: (email: string) => callApi(mailRoutes.setAddress, { body: { email } }),
    onSuccess: store,
  });
  const setReplies = useMutation({
    mutationFn: (replies: boolean) => callApi(mailRoutes.setReplies, { body: { replies } }),
    onSuccess: store,
  });
  return { settings, setAddress, setReplies };
}
