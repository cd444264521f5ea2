import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { PublicShell } from './PublicShell';

/** No page matches the address (spec §2): status 404, 'This page could not be found', a way home. */
export function NotFoundPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`404: ${t('notFound.title')}`);

  return (
    <PublicShell>
      <Stack align="center" gap="sm" py={80} ta="center">
        <Group gap="md" align="center">
          <Title order={1} fz={48} c="brand.6">
            404
          </Title>
          <Text fz="lg" fw={500} data-testid="not-found-message">
            {t('notFound.title')}
          </Text>
        </Group>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button
          mt="md"
          renderRoot={(props) => (
            <Link to="/{-$locale}" params={{ locale: paramOfLocale(locale) }} {...props} />
          )}
        >
          {t('notFound.home')}
        </Button>
      </Stack>
    </PublicShell>
  );
}
