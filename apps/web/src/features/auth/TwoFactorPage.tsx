import { Alert, Button, Center, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../../i18n';
import { useLogout } from './use-logout';

/**
 * The two-factor step. Checking the code comes with the accounts release: until then the form is shown
 * disabled with the reason, and the person can go back to the login page.
 */
export function TwoFactorPage() {
  const t = useT();
  const logout = useLogout();
  useDocumentTitle(`${t('twofactor.title')} · ${t('app.name')}`);

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460}>
        <form onSubmit={(event) => event.preventDefault()}>
          <Stack>
            <Title order={2} ta="center">
              {t('twofactor.title')}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t('twofactor.intro')}
            </Text>
            <Center>
              <PinInput length={6} type="number" oneTimeCode disabled aria-label={t('twofactor.code')} />
            </Center>
            <Button type="submit" fullWidth disabled>
              {t('twofactor.submit')}
            </Button>
            <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('twofactor.pending')}
            </Alert>
            <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('twofactor.signOut')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
