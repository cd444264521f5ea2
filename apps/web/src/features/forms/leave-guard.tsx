import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../i18n';

/**
 * Asks "leave without saving?" when a person navigates away from the page (another path, not a
 * tab of the same page) or closes the browser tab with unsaved changes; `text` says what would be
 * lost. `leaveFreely` lets the page itself navigate after a save or a delete.
 */
export function useLeaveGuard(dirty: boolean, text: string): { prompt: ReactNode; leaveFreely: () => void } {
  const t = useT();
  const dirtyRef = useRef(dirty);
  const free = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const mustAsk = () => dirtyRef.current && !free.current;
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => mustAsk() && current.pathname !== next.pathname,
    enableBeforeUnload: mustAsk,
    withResolver: true,
  });
  const prompt = (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('form.leave.title')}
      centered
    >
      <Stack gap="lg">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('form.leave.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('form.leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return {
    prompt,
    leaveFreely: () => {
      free.current = true;
    },
  };
}
