import { Alert, Button, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { MailStatusBadge } from './MailStatus';
import { mailDocument } from './mail-view';
import { mayRetry } from './types';

/** One mail of the mailbox, opened beside the list: its envelope, its status and its content. */
export function MailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('mailbox.drawer')}>
      {id !== null && <MailView id={id} />}
    </Drawer>
  );
}

function MailView({ id }: { id: number }) {
  const t = useT();
  const locale = useLocale();
  const mail = useQuery(trpc.mail.find.queryOptions({ id }));
  const retry = useMutation(
    trpc.mail.retry.mutationOptions({
      onSuccess: async () => {
        showSuccess(t('mailbox.retried'));
        await queryClient.invalidateQueries({ queryKey: trpc.mail.pathKey() });
      },
    }),
  );

  if (mail.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (mail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={16} />}>
        {t('mailbox.loadError')}
      </Alert>
    );
  }
  const { data } = mail;
  const envelope = [
    ['mailbox.to', data.to.join(', ')],
    ['mailbox.cc', data.cc.join(', ')],
    ['mailbox.bcc', data.bcc.join(', ')],
    ['mailbox.subject', data.subject],
    ['mailbox.created', formatDateTime(data.createdAt, locale)],
    ['mailbox.sentAt', formatDateTime(data.sentAt, locale)],
  ] as const;

  return (
    <Stack gap="md">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {envelope
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={110}>{t(label)}</Table.Th>
                <Table.Td>
                  <Text size="sm">{value}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" align="flex-start">
        <MailStatusBadge mail={data} />
        {mayRetry(data.status) && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={retry.isPending}
            onClick={() => retry.mutate({ id })}
          >
            {t('mailbox.retry')}
          </Button>
        )}
      </Group>
      <iframe
        title={t('mailbox.body')}
        sandbox=""
        srcDoc={mailDocument(data)}
        style={{
          width: '100%',
          height: 480,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'white',
        }}
      />
    </Stack>
  );
}
