import { Checkbox, Fieldset, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { AddRowButton, RemoveRowButton } from '../../forms/RowButtons';
import type { GeneralForm } from './GeneralFields';
import { emptyTicket } from './general-values';

/** The ticket tiers (price and description) and the sales channels (spec §3 `entradas`, `channelTickets`). */
export function TicketsFields({ form }: { form: GeneralForm }) {
  const t = useT();
  const { entradas, channelTickets } = form.values;
  return (
    <Fieldset legend={t('editor.section.tickets')}>
      <Stack gap="lg">
        <RowList
          title={t('editor.tickets.title')}
          none={entradas.length === 0 ? t('editor.tickets.none') : null}
          add={{
            label: t('editor.tickets.add'),
            onClick: () => form.insertListItem('entradas', emptyTicket()),
          }}
        >
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
              <RemoveRowButton
                mt={28}
                label={t('editor.tickets.remove', { n: index + 1 })}
                onClick={() => form.removeListItem('entradas', index)}
              />
            </Group>
          ))}
        </RowList>

        <RowList
          title={t('editor.channels.title')}
          none={channelTickets.length === 0 ? t('editor.channels.none') : null}
          add={{
            label: t('editor.channels.add'),
            onClick: () => form.insertListItem('channelTickets', { value: '', selected: true, text: '' }),
          }}
        >
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
              <RemoveRowButton
                mt={28}
                label={t('editor.channels.remove', { n: index + 1 })}
                onClick={() => form.removeListItem('channelTickets', index)}
              />
            </Group>
          ))}
        </RowList>

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

/** A titled list of input rows, what an empty one means, and a button to add a row. */
function RowList({
  title,
  none,
  add,
  children,
}: {
  title: string;
  /** Said while the list is empty, else null. */
  none: string | null;
  add: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {title}
      </Text>
      {none && (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      )}
      {children}
      <AddRowButton label={add.label} onClick={add.onClick} />
    </Stack>
  );
}
