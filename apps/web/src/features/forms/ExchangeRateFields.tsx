import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { DateField } from '../layout/DateField';
import type { ExchangeRateValues } from './exchange-rate';

/**
 * The rate an amount in `currency` is put in euros at, typed with the day it was taken and where
 * from (issue 30): the settlement's deal and an invoice in another currency. `children` say what
 * the rate is for, above the fields.
 */
export function ExchangeRateFields({
  currency,
  values,
  onChange,
  errors,
  children,
}: {
  currency: string;
  values: ExchangeRateValues;
  onChange: (patch: Partial<ExchangeRateValues>) => void;
  errors: Partial<Record<string, string>>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      {children}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('forms.exchange.rate', { currency })}
          inputMode="decimal"
          placeholder="0,9215"
          value={values.exchangeRate}
          onChange={(event) => onChange({ exchangeRate: event.currentTarget.value })}
          error={errors.exchangeRate}
        />
        <DateField
          label={t('forms.exchange.date')}
          value={values.exchangeRateDate}
          onChange={(exchangeRateDate) => onChange({ exchangeRateDate })}
          error={errors.exchangeRateDate}
        />
        <TextInput
          label={t('forms.exchange.source')}
          placeholder={t('forms.exchange.sourcePlaceholder')}
          value={values.exchangeRateSource}
          onChange={(event) => onChange({ exchangeRateSource: event.currentTarget.value })}
          error={errors.exchangeRateSource}
        />
      </SimpleGrid>
    </Stack>
  );
}
