import type { AppRouter } from '@bolo/api';
import { advanceSections } from '@bolo/api/events/public';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, trpcClient } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';

type Template = inferRouterOutputs<AppRouter>['advance']['templateList'][number];
type TemplateValues = Pick<Template, 'name' | 'isDefault' | 'items'>;

/** The event's company's advance templates: the list, a new one, one edited, one deleted. */
export function AdvanceTemplates({
  opened,
  onClose,
  eventId,
  empresaId,
}: {
  opened: boolean;
  onClose: () => void;
  eventId: number;
  empresaId: number | null;
}) {
  const t = useT();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const list = useQuery({
    ...trpc.advance.templateList.queryOptions({ empresaId: empresaId ?? undefined }),
    enabled: opened && empresaId !== null,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.advance.templateList.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.advance.get.queryKey({ eventId }) }),
    ]);
  const remove = useMutation({
    mutationFn: (template: Template) =>
      trpcClient.advance.templateDelete.mutate({ id: template.id, version: template.version }),
    onSettled: refresh,
  });
  const close = () => {
    setEditing(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('advance.templates.title')} size="lg" centered>
      {editing !== null && empresaId !== null ? (
        <TemplateForm
          template={editing === 'new' ? null : editing}
          empresaId={empresaId}
          onDone={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : (
        <Stack gap="sm">
          {list.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('advance.templates.empty')}
            </Text>
          )}
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data?.map((template) => (
              <Group component="li" key={template.id} justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text size="sm">{template.name}</Text>
                  {template.isDefault && (
                    <Badge size="sm" variant="light">
                      {t('advance.templates.defaultBadge')}
                    </Badge>
                  )}
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('advance.templates.edit', { name: template.name })}
                    onClick={() => setEditing(template)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('advance.templates.delete', { name: template.name })}
                    onClick={() =>
                      confirmDestructive({
                        title: t('advance.templates.deleteTitle'),
                        text: t('advance.templates.deleteText', { name: template.name }),
                        confirm: t('advance.delete'),
                        cancel: t('common.cancel'),
                        onConfirm: () => remove.mutate(template),
                      })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
          <Group>
            <Button leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              {t('advance.templates.create')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A template's name, whether new events start with it, and its points (section and title). */
function TemplateForm({
  template,
  empresaId,
  onDone,
}: {
  template: Template | null;
  empresaId: number;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<TemplateValues>({
    initialValues: {
      name: template?.name ?? '',
      isDefault: template?.isDefault ?? false,
      items: template?.items ?? [],
    },
    validate: {
      name: (value) => (value.trim() ? null : t('validation.required')),
      items: { title: (value) => (value.trim() ? null : t('validation.required')) },
    },
  });
  const save = useMutation({
    mutationFn: (values: TemplateValues) =>
      template
        ? trpcClient.advance.templateUpdate.mutate({ id: template.id, version: template.version, ...values })
        : trpcClient.advance.templateCreate.mutate({ empresaId, ...values }),
    onSuccess: () => {
      showSuccess(t('advance.templates.saved'));
      onDone();
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <TextInput
          required
          label={t('advance.templates.name')}
          maxLength={200}
          {...form.getInputProps('name')}
        />
        <Checkbox
          label={t('advance.templates.default')}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <Text size="sm" fw={600}>
          {t('advance.templates.items')}
        </Text>
        {form.values.items.map((_item, index) => {
          const number = String(index + 1);
          return (
            // the points have no id of their own: their place in the list is their key
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                aria-label={t('advance.templates.itemSection', { number })}
                data={advanceSections.map((section) => ({
                  value: section,
                  label: t(`advance.section.${section}`),
                }))}
                {...form.getInputProps(`items.${index}.section`)}
              />
              <TextInput
                flex={1}
                miw={0}
                aria-label={t('advance.templates.itemTitle', { number })}
                maxLength={200}
                {...form.getInputProps(`items.${index}.title`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={6}
                aria-label={t('advance.templates.removeItem', { number })}
                onClick={() => form.removeListItem('items', index)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('items', { section: 'technical', title: '', details: '' })}
          >
            {t('advance.templates.addItem')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('advance.templates.back')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('advance.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
