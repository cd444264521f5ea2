import { Button, Center, Code, Stack, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localeOfPath, paramOfLocale, translate } from '../../i18n';
import { errorMessageOf, httpStatusOf } from '../../lib/api-errors';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';

/**
 * The router's default error page (spec §2): the status (default 500), the message and a way home. A page
 * whose script chunk failed to load first reloads the app (at most once a minute).
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);

  // read from the window: this page must render even when the router itself is in trouble
  const locale = localeOfPath(window.location.pathname);
  const t = (key: 'errorPage.title' | 'errorPage.home') => translate(locale, key);
  const homeHref = paramOfLocale(locale) ? '/en' : '/';

  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" ta="center" maw={560}>
        <Title order={1} fz={48} c="brand.6">
          {httpStatusOf(error)}
        </Title>
        <Title order={2}>{t('errorPage.title')}</Title>
        <Code block>{errorMessageOf(error)}</Code>
        <Button component="a" href={homeHref} mt="md">
          {t('errorPage.home')}
        </Button>
      </Stack>
    </Center>
  );
}
