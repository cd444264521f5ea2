import { AppShell, Box, Center, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter';
import { Logo } from './Logo';

/** Visitor pages (login, two-factor, counterparty form, not found): only a centred logo in the header. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header bg="brand.6" withBorder={false}>
        <Center h="100%">
          <Logo />
        </Center>
      </AppShell.Header>
      <AppShell.Main bg="gray.1" display="flex" style={{ flexDirection: 'column' }}>
        <Box flex={1} py="lg">
          <Container size="lg">{children}</Container>
        </Box>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
