import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import { DateField } from '../../layout/DateField';
import type { SettlementValues } from './settlement-form';

/**
 * A deal in another currency (issue 30): the rate it is settled at in euros, typed with the day it
 * was taken and where from. Without one the deal counts nothing and the settlement cannot be locked.
 */
export function ExchangeRateFields({
  form,
  currency,
  missing,
  errors,
}: {
  form: UseFormReturnType<SettlementValues>;
  currency: string;
  /** The saved settlement has no rate yet. */
  missing: boolean;
  errors: Record<string, string>;
}) {
  const t = useT();
  const field = (name: 'exchangeRate' | 'exchangeRateDate' | 'exchangeRateSource') => ({
    ...form.getInputProps(name),
    error: errors[name],
  });
  return (
    <Stack gap="xs">
      <Text size="sm">{t('settlement.exchange.help', { currency })}</Text>
      {missing && (
        <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
          {t('settlement.exchange.missing', { currency })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('settlement.exchange.rate', { currency })}
          inputMode="decimal"
          placeholder="0,9215"
          {...field('exchangeRate')}
        />
        <DateField label={t('settlement.exchange.date')} {...field('exchangeRateDate')} />
        <TextInput
          label={t('settlement.exchange.source')}
          placeholder={t('settlement.exchange.sourcePlaceholder')}
          {...field('exchangeRateSource')}
        />
      </SimpleGrid>
    </Stack>
  );
}
