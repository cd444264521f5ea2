import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Component, lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { showErrorToast } from '../errors/api-error-handlers';
import { PaletteWaiting } from './PaletteWaiting';

/** The palette's code and styles load on its first opening, never with the sign-in page. */
const Palette = lazy(() => import('./Palette').then((module) => ({ default: module.Palette })));

/** A palette that failed to load says so in a toast and leaves the page it was opened on as it was. */
class PaletteBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    showErrorToast(this.props.message);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The Ctrl/Cmd+K shortcut, anywhere in the signed-in app (inside text fields too), and the palette
 * it opens. The shell holds it, so the shortcut works from the first paint, before the header's
 * buttons (rendered later) are there. The first opening shows the search box at once and loads the
 * palette, which takes over the box's text, and an Enter pressed in it, as soon as it is there.
 */
export function usePalette() {
  const t = useT();
  const [openings, setOpenings] = useState(0);
  // the palette's text lives here, so that the box shown while it loads and the palette share it
  const [query, setQuery] = useState('');
  const [enterWaiting, setEnterWaiting] = useState(false);
  const [ready, setReady] = useState(false);
  /** What had the focus before the palette: the waiting box took it, so the palette cannot know it. */
  const opener = useRef<Element | null>(null);
  const open = useCallback(() => {
    // a second Ctrl+K while it is open keeps the first opener
    opener.current ??= document.activeElement;
    setOpenings((count) => count + 1);
  }, []);
  const returnFocus = () => {
    const element = opener.current;
    opener.current = null;
    if (element instanceof HTMLElement && element.isConnected) element.focus();
  };
  // stable: the palette's box focuses itself whenever this changes
  const handOver = useCallback(() => {
    setReady(true);
    setEnterWaiting(false);
  }, []);
  const closeWaiting = () => {
    setOpenings(0);
    setQuery('');
    returnFocus();
  };
  useHotkeys([['mod+K', open]], [], true);

  const overlay = openings > 0 && (
    <PaletteBoundary message={t('palette.loadFailed')}>
      {!ready && (
        <PaletteWaiting
          query={query}
          onQueryChange={setQuery}
          onEnter={() => setEnterWaiting(true)}
          onClose={closeWaiting}
        />
      )}
      <Suspense fallback={null}>
        <Palette
          openings={openings}
          query={query}
          onQueryChange={setQuery}
          enterWaiting={enterWaiting}
          onReady={handOver}
          onClose={returnFocus}
        />
      </Suspense>
    </PaletteBoundary>
  );
  return { open, overlay };
}

/** The header's search button (an icon alone on phones), naming the shortcut of the user's system. */
export function PaletteButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const os = useOs();
  const shortcut = os === 'macos' || os === 'ios' ? '⌘ K' : 'Ctrl K';
  const label = t('palette.openLabel', { shortcut });

  return (
    <>
      <Button
        variant="white"
        color="gray"
        // gray.6 on white is too pale to read
        c="gray.8"
        size="xs"
        radius="md"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onOpen}
        visibleFrom="xs"
      >
        {t('palette.open')}
      </Button>
      <ActionIcon
        variant="white"
        color="gray"
        size="lg"
        radius="md"
        aria-label={label}
        onClick={onOpen}
        hiddenFrom="xs"
      >
        <IconSearch size={18} />
      </ActionIcon>
    </>
  );
}
