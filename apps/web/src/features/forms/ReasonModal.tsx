import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { ErrorAlert } from './ErrorAlert';

/**
 * An action that is taken only with a reason said (a settlement reopened, an invoice voided): what
 * it does, the reason (required), and the server's refusal if any. The reason is kept until sent.
 */
export function ReasonModal({
  opened,
  onClose,
  title,
  text,
  label,
  description,
  confirm,
  color,
  pending,
  error,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text?: string;
  label: string;
  description?: string;
  confirm: string;
  color?: string;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const blank = reason.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!blank) onSubmit(reason);
        }}
      >
        <Stack gap="md">
          {text && <Text size="sm">{text}</Text>}
          <Textarea
            label={label}
            description={description}
            required
            autosize
            minRows={2}
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tried && blank ? t('validation.required') : undefined}
          />
          {error ? <ErrorAlert>{errorMessageOf(error)}</ErrorAlert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={color} loading={pending}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
