import { Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n';

/** The palette's code and styles load on its first opening, never with the sign-in page. */
const Palette = lazy(() => import('./Palette').then((module) => ({ default: module.Palette })));

/**
 * The header's search button and the Ctrl/Cmd+K shortcut, anywhere in the signed-in app (inside
 * text fields too). The first press loads the palette, which opens as soon as it is there.
 */
export function PaletteLauncher() {
  const t = useT();
  const os = useOs();
  const [openings, setOpenings] = useState(0);
  const open = () => setOpenings((count) => count + 1);
  useHotkeys([['mod+K', open]], [], true);
  const shortcut = os === 'macos' || os === 'ios' ? '⌘ K' : 'Ctrl K';

  return (
    <>
      <Button
        variant="white"
        color="gray"
        size="xs"
        radius="md"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        aria-label={t('palette.openLabel', { shortcut })}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={open}
        visibleFrom="xs"
      >
        {t('palette.open')}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <Palette openings={openings} />
        </Suspense>
      )}
    </>
  );
}
