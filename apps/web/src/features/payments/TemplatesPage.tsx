import type { TemplateOutput } from '@bolo/api/payments/public';
import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { countText, type Locale, paramOfLocale, type Translate, useLocale, useT } from '../../i18n';
import { formatMoney, formatPercent } from '../../lib/format';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { TabLoading } from '../events/conditions/TabParts';
import { confirmDestructive } from '../forms/confirm';
import { PageTitle } from '../layout/PageTitle';
import { TemplateForm } from './TemplateForm';

type TemplateLine = TemplateOutput['lines'][number];

/** A template's line as a phrase: "30 % a la firma", "1.000,00 € 7 días antes del concierto". */
function lineText(line: TemplateLine, t: Translate, locale: Locale): string {
  const share =
    line.percent === null ? formatMoney(line.amount ?? 0, locale) : formatPercent(line.percent, locale);
  const days = Math.abs(line.days);
  const when =
    line.due !== 'days_from_show'
      ? t(`payments.templates.when.${line.due}`)
      : countText(
          t,
          days,
          line.days < 0
            ? { one: 'payments.templates.when.before.one', many: 'payments.templates.when.before.many' }
            : { one: 'payments.templates.when.after.one', many: 'payments.templates.when.after.many' },
        );
  return `${line.label}: ${share} ${when} (${t(`payments.direction.${line.direction}`).toLowerCase()})`;
}

/**
 * `/payments/templates` (issue 30): the companies' payment schedule templates, which the event's
 * Pagos tab offers when a schedule is made; listed, made, changed and deleted here.
 */
export function TemplatesPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`${t('payments.templates.title')} · ${t('app.name')}`);
  const templates = useQuery(trpc.payments.templates.queryOptions({}));
  // the template being changed, or 'new' for one being made
  const [editing, setEditing] = useState<TemplateOutput | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.payments.templates.pathKey() });
  const remove = useMutation(
    trpc.payments.deleteTemplate.mutationOptions({
      onSuccess: () => {
        showSuccess(t('payments.templates.deleted'));
        return refresh();
      },
    }),
  );
  const confirmDelete = (template: TemplateOutput) =>
    confirmDestructive({
      title: t('payments.templates.delete.title'),
      text: t('payments.templates.delete.text', { name: template.name }),
      confirm: t('payments.templates.delete'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate({ id: template.id, version: template.version }),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/{-$locale}/payments" params={{ locale: paramOfLocale(locale) }} {...props} />
            )}
          >
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('page.payments')}
            </Group>
          </Anchor>
          <PageTitle>{t('payments.templates.title')}</PageTitle>
          <Text size="sm" c="dimmed">
            {t('payments.templates.intro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('payments.templates.new')}
        </Button>
      </Group>
      {!templates.data ? (
        <TabLoading
          error={templates.error}
          onRetry={() => void templates.refetch()}
          texts={{ loading: t('payments.templates.loading'), loadError: t('payments.templates.loadError') }}
        />
      ) : templates.data.length === 0 ? (
        <Text size="sm">{t('payments.templates.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder aria-label={t('payments.templates.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.templates.company')}</Table.Th>
                <Table.Th>{t('payments.templates.name')}</Table.Th>
                <Table.Th>{t('payments.templates.lines')}</Table.Th>
                <Table.Th>{t('payments.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.data.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>{template.empresaName}</Table.Td>
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>
                    {template.lines.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the template
                      <Text key={index} size="sm">
                        {lineText(line, t, locale)}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('payments.templates.editOf', { name: template.name })}
                        onClick={() => setEditing(template)}
                      >
                        {t('payments.templates.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('payments.templates.deleteOf', { name: template.name })}
                        onClick={() => confirmDelete(template)}
                      >
                        {t('payments.templates.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('payments.templates.new')
            : t('payments.templates.editOf', { name: editing.name })
        }
        size="xl"
        centered
      >
        {editing !== null && (
          <TemplateForm
            key={editing === 'new' ? 'new' : editing.id}
            template={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              showSuccess(t('payments.templates.saved'));
              void refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
