import { Box, Loader, Paper, TextInput } from '@mantine/core';
import { useT } from '../../i18n';
import { MAX_QUERY } from './query';

/**
 * The palette's search box while its code loads (issue 29): it takes the keys at once, and what is
 * typed here is the palette's own text (the launcher holds it), so nothing is lost; an Enter pressed
 * here is kept for the palette to act on once it has the list.
 */
export function PaletteWaiting({
  query,
  onQueryChange,
  onEnter,
  onClose,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onEnter: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Box pos="fixed" top={0} left={0} right={0} pt={80} px="md" style={{ zIndex: 1000 }}>
      <Paper shadow="xl" radius="md" maw={600} mx="auto">
        <TextInput
          autoFocus
          size="lg"
          variant="unstyled"
          px="md"
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onEnter();
            if (event.key === 'Escape') onClose();
          }}
          placeholder={t('palette.placeholder')}
          aria-label={t('palette.placeholder')}
          maxLength={MAX_QUERY}
          leftSection={<Loader size={16} />}
        />
      </Paper>
    </Box>
  );
}
