import type { MasterKey } from '@bolo/api/masters/public';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { masterListOptions } from './api';

/** The rows offered: the first hundred by name (a filter, not a directory). */
const MASTER_OPTIONS = { page: 1, size: 100, sort: 'name', order: 'asc' } as const;

/**
 * A filter's choice of one row of a short master (calendars, companies), by id. Without the master
 * data access the list is refused: the select is then left out.
 */
export function MasterSelect({
  masterKey,
  label,
  placeholder,
  nothingFound,
  value,
  onChange,
}: {
  masterKey: MasterKey;
  label: string;
  placeholder: string;
  nothingFound: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  // read again whenever a page with this filter opens (showing the rows it has meanwhile): a company
  // a colleague has just made is there to pick
  const list = useQuery({
    ...masterListOptions(masterKey, MASTER_OPTIONS),
    refetchOnMount: 'always',
    meta: { errorDisplay: 'silent' },
  });
  const items = list.data?.items;
  if (!items) return null;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      nothingFoundMessage={nothingFound}
      searchable
      clearable
    />
  );
}
