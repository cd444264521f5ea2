import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { PageTitle } from './PageTitle';

export type ComingPage = 'notifications' | 'altainfo';

/** A page whose domain arrives in a later release: its name and a friendly note, never a blank page. */
export function ComingSoon({ page, withHomeLink = true }: { page: ComingPage; withHomeLink?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const title = t(`page.${page}` as const);
  useDocumentTitle(`${title} · ${t('app.name')}`);

  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconHourglass size={30} />
        </ThemeIcon>
        <PageTitle>{title}</PageTitle>
        <Text c="dimmed">{t('comingSoon.text')}</Text>
        {withHomeLink && (
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link to="/{-$locale}" params={{ locale: paramOfLocale(locale) }} {...props} />
            )}
          >
            {t('comingSoon.home')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
