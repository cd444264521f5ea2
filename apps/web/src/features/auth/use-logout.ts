import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { paramOfLocale, useLocale } from '../../i18n';
import { queryClient, setMe, trpc } from '../../trpc';

/** Sign out: end the session, forget every cached answer, go to the login page. A failure shows nothing (spec §4). */
export function useLogout() {
  const navigate = useNavigate();
  const locale = useLocale();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      meta: { errorDisplay: 'silent' },
      onSuccess: async () => {
        // the gates must see "signed out" before the navigation runs them
        setMe(null);
        await navigate({ to: '/{-$locale}/login', params: { locale: paramOfLocale(locale) } });
        queryClient.clear();
      },
    }),
  );
}
