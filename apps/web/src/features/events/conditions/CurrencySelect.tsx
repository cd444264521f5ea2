import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useLocale } from '../../../i18n';

/** The currencies offered first: the ones the office's deals use most. */
const usual = ['EUR', 'USD', 'GBP'];

/** A searchable pick of an ISO 4217 currency, named in the page's language ("USD · dólar estadounidense"). */
export function CurrencySelect(props: Omit<SelectProps, 'data'>) {
  const locale = useLocale();
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    const others = Intl.supportedValuesOf('currency').filter((code) => !usual.includes(code));
    return [...usual, ...others].map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
  }, [locale]);
  return <Select searchable allowDeselect={false} maxDropdownHeight={280} {...props} data={data} />;
}
