import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { currentLocale, translate } from '../../i18n';
import { errorCodeOf, errorMessageOf, httpStatusOf } from '../../lib/api-errors';
import { type ErrorDisplay, forgetMe, setApiErrorHandlers } from '../../trpc';
import { overlaysListening } from '../layout/overlay-hosts';
import { type ErrorTitleKey, errorTitleKeyOf } from './error-title';

const ERROR_MODAL_ID = 'api-error';

/** The error modal (spec §2): title, text, 'Aceptar'; an error may come before the modal host listens. */
export async function openErrorModal(message: string, title: ErrorTitleKey = 'error.title'): Promise<void> {
  await overlaysListening;
  const locale = currentLocale();
  modals.close(ERROR_MODAL_ID);
  modals.open({
    modalId: ERROR_MODAL_ID,
    title: translate(locale, title),
    centered: true,
    children: (
      <>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => modals.close(ERROR_MODAL_ID)}>{translate(locale, 'error.accept')}</Button>
        </Group>
      </>
    ),
  });
}

/** A toast for an error (spec §9: 5000 ms, top-center — set on the Notifications provider). */
export function showErrorToast(message: string, title: ErrorTitleKey = 'error.title'): void {
  notifications.show({ color: 'red', title: translate(currentLocale(), title), message });
}

const sessionLost = (error: unknown) => {
  const code = errorCodeOf(error);
  return code === 'unauthorized' || code === 'two_factor_required';
};

/**
 * How API errors reach people: a lost session re-runs the gates (→ login or two-factor); a failed read
 * shows a toast; a failed write shows the error modal, unless the caller shows it inline or not at all.
 */
export function installApiErrorHandlers(revalidateRoutes: () => void): void {
  const onSessionLost = () => {
    forgetMe();
    revalidateRoutes();
  };
  const show = (error: unknown, display: ErrorDisplay, fallback: 'toast' | 'modal') => {
    if (display === 'silent' || display === 'inline') return;
    const message = errorMessageOf(error);
    const title = errorTitleKeyOf(httpStatusOf(error));
    if (fallback === 'toast') showErrorToast(message, title);
    else void openErrorModal(message, title);
  };
  setApiErrorHandlers({
    onQueryError: (error, meta) => {
      if (sessionLost(error)) return onSessionLost();
      show(error, meta?.errorDisplay ?? 'modal', 'toast');
    },
    onMutationError: (error, meta) => {
      if (sessionLost(error) && meta?.errorDisplay !== 'silent') onSessionLost();
      show(error, meta?.errorDisplay ?? 'modal', 'modal');
    },
  });
}
