import { ActionIcon, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import { AddRowButton } from '../../forms/RowButtons';
import { nextSection, type SectionValues } from './hiring-form';
import { useMoneyInputProps } from './money-input';

/**
 * The tiers of a variable fee (a party's hiring conditions, a settlement's deal) at `path` of
 * `form`: rows of desde / hasta (€, hasta blank: and up) and a percentage. `errors` are the live
 * checks by path (overlaps, 0–100 %), shown as one types.
 */
export function TierEditor<Values>({
  form,
  path,
  sections,
  onAdd,
  errors,
  disabled,
  currency,
}: {
  form: UseFormReturnType<Values>;
  path: string;
  sections: readonly SectionValues[];
  /** Appends a tier at `path`: the caller's form type knows what the list holds, this one cannot. */
  onAdd: (section: SectionValues) => void;
  errors: Record<string, string>;
  disabled: boolean;
  /** The currency the limits are typed in; euros unless said. */
  currency?: string;
}) {
  const t = useT();
  const money = useMoneyInputProps(currency);
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
        onClick={() => onAdd(nextSection(sections))}
      />
    </Stack>
  );
}
