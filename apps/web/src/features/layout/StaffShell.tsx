import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useRef } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { usePhone } from '../../lib/phone';
import { SIDE_MENU_WIDTH } from '../../theme';
import { useMe } from '../../trpc';
import { MailWarning } from '../admin/MailWarning';
import { clearSavedEventListSearch } from '../events/list-search';
import { NotificationBell } from '../notifications/NotificationBell';
import { PaletteButton, usePalette } from '../palette/PaletteLauncher';
import { AppFooter } from './AppFooter';
import { HomeLogo } from './Logo';
import { RenderLater } from './RenderLater';
import { SideMenu } from './SideMenu';
import { SkipLink, skipTarget } from './SkipLink';
import { UserMenu } from './UserMenu';

/** The signed-in layout (spec §2): purple header, 320 px side menu, light grey content, grey footer. */
/** The header's height, in pixels. */
const HEADER_HEIGHT = 60;

export function StaffShell() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const me = useMe();
  const [menuOpen, menu] = useDisclosure(false);
  const isMobile = usePhone();
  const burger = useRef<HTMLButtonElement>(null);
  const palette = usePalette();
  /** Escape in the open menu closes it and gives the focus back to the button that opened it. */
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    menu.close();
    burger.current?.focus();
  };

  const goHome = () => {
    if (me) clearSavedEventListSearch(me.id);
    void navigate({ to: '/{-$locale}', params: { locale: paramOfLocale(locale) }, search: {} });
  };

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: SIDE_MENU_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !menuOpen, desktop: !menuOpen },
      }}
      padding={0}
    >
      <SkipLink />
      {palette.overlay}
      <AppShell.Header bg="brand.6" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={menuOpen}
              aria-expanded={menuOpen}
              onClick={menu.toggle}
              color="white"
              size="sm"
              aria-label={t('header.menu')}
            />
            <HomeLogo onClick={goHome} />
          </Group>
          {/* the header's menus and the side menu after the page's own content, in renders React may
              pause: mounting them with it, as the route resolved, made one long task on a phone */}
          <Group gap="md" wrap="nowrap">
            <RenderLater>
              {/* first: it shows once the mail state is read, and the group grows leftwards, so it moves nothing */}
              <MailWarning />
              <PaletteButton onOpen={palette.open} />
              <NotificationBell />
              <UserMenu />
            </RenderLater>
          </Group>
        </Group>
      </AppShell.Header>
      {/* closed, the menu sits off screen: inert keeps its links out of Tab's way and of screen readers */}
      <AppShell.Navbar p="xs" inert={!menuOpen} onKeyDown={closeOnEscape}>
        <RenderLater>
          <SideMenu onNavigate={() => isMobile && menu.close()} />
        </RenderLater>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.1" display="flex" style={{ flexDirection: 'column' }} {...skipTarget}>
        {/* a screen high at least (less the header): the footer starts below the fold, so the page's
            content, arriving, does not push it down in sight (a layout shift) */}
        <Container size="xl" w="100%" py="lg" flex={1} mih={`calc(100dvh - ${HEADER_HEIGHT}px)`}>
          <Outlet />
        </Container>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
