import { ActionIcon, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import { AddRowButton } from '../../forms/RowButtons';
import type { HiringFormValues, PartyKind } from './hiring-form';
import { nextSection } from './hiring-form';
import { useMoneyInputProps } from './money-input';

/**
 * The tiers of a party's variable fee: rows of desde / hasta (€, hasta blank: and up) and a
 * percentage. `errors` are the live checks by path (overlaps, 0–100 %), shown as one types.
 */
export function TierEditor({
  form,
  party,
  errors,
  disabled,
}: {
  form: UseFormReturnType<HiringFormValues>;
  party: PartyKind;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const t = useT();
  const money = useMoneyInputProps();
  const path = `${party}.cache.variable.sections` as const;
  const sections = form.values[party].cache.variable.sections;
  const input = (index: number, field: 'desde' | 'hasta' | 'porciento') => {
    const fieldPath = `${path}.${index}.${field}`;
    const { error: _ignored, ...props } = form.getInputProps(fieldPath);
    return { ...props, error: errors[fieldPath], disabled };
  };

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('conditions.tiers.help')}
      </Text>
      {sections.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('conditions.tiers.empty')}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} />
              <Table.Th>{t('conditions.tiers.desde')}</Table.Th>
              <Table.Th>{t('conditions.tiers.hasta')}</Table.Th>
              <Table.Th w={150}>{t('conditions.tiers.porciento')}</Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sections.map((_, index) => {
              const n = index + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a tier has no identity but its place, which the checks name
                <Table.Tr key={index} style={{ verticalAlign: 'top' }}>
                  <Table.Td pt={10}>
                    <Text size="sm" c="dimmed">
                      {n}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      {...money}
                      aria-label={t('conditions.tiers.desdeOf', { n })}
                      {...input(index, 'desde')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      {...money}
                      aria-label={t('conditions.tiers.hastaOf', { n })}
                      placeholder={t('conditions.tiers.andUp')}
                      {...input(index, 'hasta')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('conditions.tiers.porcientoOf', { n })}
                      decimalScale={2}
                      decimalSeparator={money.decimalSeparator}
                      allowNegative={false}
                      hideControls
                      rightSection="%"
                      {...input(index, 'porciento')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('conditions.tiers.remove', { n })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={4}
                        disabled={disabled}
                        aria-label={t('conditions.tiers.remove', { n })}
                        onClick={() => form.removeListItem(path, index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <AddRowButton
        label={t('conditions.tiers.add')}
        disabled={disabled}
        onClick={() => form.insertListItem(path, nextSection(sections))}
      />
    </Stack>
  );
}
