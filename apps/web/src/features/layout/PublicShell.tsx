import { Box, Center, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppFooter } from './AppFooter';
import { Logo } from './Logo';

/**
 * Visitor pages (login, two-factor, counterparty form, not found): only a centred logo in the
 * header. Plain boxes rather than Mantine's AppShell, whose navbar and scroll-lock machinery the
 * sign-in page, the first a phone opens, would fetch for nothing (issue 29).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" mih="100dvh" bg="gray.1" style={{ flexDirection: 'column' }}>
      <Box component="header" h={60} bg="brand.6">
        <Center h="100%">
          <Logo />
        </Center>
      </Box>
      <Box component="main" display="flex" flex={1} style={{ flexDirection: 'column' }}>
        <Box flex={1} py="lg">
          <Container size="lg">{children}</Container>
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}
