import { Box, VisuallyHidden } from '@mantine/core';

/** The orange dot beside a tab's name while it holds unsaved changes; `label` says so to a screen reader. */
export function UnsavedDot({ label }: { label: string }) {
  return (
    <>
      <Box aria-hidden w={8} h={8} bg="orange.6" style={{ borderRadius: '50%' }} title={label} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
