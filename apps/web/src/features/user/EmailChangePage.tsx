import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { restErrorOfResponse, restHeaders } from '../../lib/rest';
import { PageTitle } from '../layout/PageTitle';

const routeApi = getRouteApi('/{-$locale}/_open/email');

/** Spends a mailed link of an email change (`POST /email-change`); nothing happens until the button. */
async function openEmailLink(action: 'confirm' | 'cancel', token: string, fallback: string) {
  const response = await fetch('/email-change', {
    method: 'POST',
    headers: { ...restHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ action, token }),
  });
  if (!response.ok) throw await restErrorOfResponse(response, fallback);
}

/**
 * `/email?confirm=…` or `?cancel=…`: where the links of an email change lead. A button spends the
 * link, so a mail scanner that opens every link changes nothing.
 */
export function EmailChangePage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`${t('emailChange.title')} · ${t('app.name')}`);
  const search = routeApi.useSearch();
  const action = search.confirm ? 'confirm' : 'cancel';
  const token = search.confirm ?? search.cancel;
  const spend = useMutation({
    mutationFn: () => openEmailLink(action, token ?? '', t('emailChange.failed')),
    meta: { errorDisplay: 'inline' },
  });

  return (
    <Paper withBorder radius="md" p="xl" maw={480} mx="auto" mt="xl">
      <Stack>
        <PageTitle>{t('emailChange.title')}</PageTitle>
        {!token && <Text>{t('emailChange.none')}</Text>}
        {token && !spend.isSuccess && (
          <>
            <Text>{t(`emailChange.${action}.text`)}</Text>
            {spend.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {spend.error.message}
              </Alert>
            )}
            <Button onClick={() => spend.mutate()} loading={spend.isPending}>
              {t(`emailChange.${action}.submit`)}
            </Button>
          </>
        )}
        {spend.isSuccess && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t(`emailChange.${action}.done`)}
          </Alert>
        )}
        <Anchor
          renderRoot={(props) => (
            <Link to="/{-$locale}" params={{ locale: paramOfLocale(locale) }} {...props} />
          )}
        >
          {t('emailChange.toLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
