import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import type { GeneralForm } from './GeneralFields';
import { emptyTicket } from './general-values';

/** The ticket tiers (price and description) and the sales channels (spec §3 `entradas`, `channelTickets`). */
export function TicketsFields({ form }: { form: GeneralForm }) {
  const t = useT();
  const { entradas, channelTickets } = form.values;
  return (
    <Fieldset legend={t('editor.section.tickets')}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('editor.tickets.title')}
          </Text>
          {entradas.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('editor.tickets.none')}
            </Text>
          )}
          {entradas.map((tier, index) => (
            <Group key={tier.key} gap="sm" align="flex-start" wrap="nowrap">
              <NumberInput
                label={t('editor.tickets.pvp', { n: index + 1 })}
                withAsterisk
                suffix=" €"
                min={0}
                max={100_000}
                decimalScale={2}
                fixedDecimalScale
                allowNegative={false}
                thousandSeparator="."
                decimalSeparator=","
                w={160}
                {...form.getInputProps(`entradas.${index}.pvp`)}
              />
              <TextInput
                label={t('editor.tickets.descripcion', { n: index + 1 })}
                placeholder={t('editor.tickets.descripcionHint')}
                flex={1}
                {...form.getInputProps(`entradas.${index}.descripcion`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('editor.tickets.remove', { n: index + 1 })}
                onClick={() => form.removeListItem('entradas', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('entradas', emptyTicket())}
            >
              {t('editor.tickets.add')}
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t('editor.channels.title')}
          </Text>
          {channelTickets.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('editor.channels.none')}
            </Text>
          )}
          {channelTickets.map((channel, index) => (
            // a channel has no id of its own: a row is its place in the list
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
              <Checkbox
                mt={34}
                aria-label={t('editor.channels.selected', { name: channel.text || String(index + 1) })}
                {...form.getInputProps(`channelTickets.${index}.selected`, { type: 'checkbox' })}
              />
              <TextInput
                label={t('editor.channels.text', { n: index + 1 })}
                withAsterisk
                flex={1}
                {...form.getInputProps(`channelTickets.${index}.text`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('editor.channels.remove', { n: index + 1 })}
                onClick={() => form.removeListItem('channelTickets', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('channelTickets', { value: '', selected: true, text: '' })}
            >
              {t('editor.channels.add')}
            </Button>
          </Group>
        </Stack>

        <Textarea
          label={t('editor.field.observacionesEntradas')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('observacionesEntradas')}
        />
      </Stack>
    </Fieldset>
  );
}
