import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n';
import { showSuccess } from '../../../lib/toast';
import { createMaster, type MasterRow, masterListOptions, refreshMaster } from '../../masters/api';
import type { PartyPick } from './draft';

export type PartyMasterKey = 'artist' | 'hall' | 'promoter' | 'producer';

const SEARCH_DEBOUNCE_MS = 250;
const NEW_PREFIX = 'new:';

/** What a hall shows beside its name (its city) to tell two of the same name apart. */
const detailOf = (row: MasterRow) => (typeof row.city === 'string' && row.city ? row.city : undefined);

/**
 * A party picked from a master, searched on the server as one types; with `allowNew`, the name
 * typed can be taken as a new party instead, and saved to the master in one click (issue 28: a
 * new artist that never reached the masters could never be held).
 */
export function PartyPicker({
  masterKey,
  label,
  value,
  onChange,
  allowNew = false,
  required = false,
  error,
  description,
}: {
  masterKey: PartyMasterKey;
  label: string;
  value: PartyPick | null;
  onChange: (pick: PartyPick | null, master?: MasterRow) => void;
  allowNew?: boolean;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
}) {
  const t = useT();
  const [search, setSearch] = useState(value?.name ?? '');
  // the box shows the picked name: that is not a search
  const typed = value && search.trim() === value.name ? '' : search.trim();
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    ...masterListOptions(masterKey, { page: 1, size: 20, sort: 'name', order: 'asc', ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  const exact = rows.some((row) => row.name.toLowerCase() === typed.toLowerCase());
  const offerNew = allowNew && typed !== '' && !exact;
  const picked =
    value === null ? null : value.masterId === null ? `${NEW_PREFIX}${value.name}` : String(value.masterId);

  const options = rows.map((row) => ({ value: String(row.id), label: row.name }));
  if (value && picked && !options.some((option) => option.value === picked))
    options.unshift({ value: picked, label: value.name });
  if (offerNew) options.push({ value: `${NEW_PREFIX}${typed}`, label: typed });

  const saveToMasters = useMutation({
    mutationFn: (name: string) => createMaster(masterKey, { name }),
    onSuccess: (row) => {
      void refreshMaster(masterKey);
      showSuccess(t('editor.party.savedToMasters', { name: row.name }));
      onChange({ masterId: row.id, name: row.name }, row);
    },
  });

  const choose = (next: string | null) => {
    if (next === null) return onChange(null);
    if (next.startsWith(NEW_PREFIX)) return onChange({ masterId: null, name: next.slice(NEW_PREFIX.length) });
    const row = rows.find((candidate) => String(candidate.id) === next);
    if (row) onChange({ masterId: row.id, name: row.name }, row);
  };

  const select = (
    <Select
      label={label}
      description={description}
      withAsterisk={required}
      placeholder={t(allowNew ? 'editor.party.searchOrType' : 'editor.party.search')}
      data={options}
      value={picked}
      onChange={choose}
      error={error}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={list.isFetching ? t('app.loading') : t('editor.nothingFound')}
      renderOption={({ option }) => {
        if (option.value.startsWith(NEW_PREFIX))
          return (
            <Group gap="xs" wrap="nowrap">
              <Badge size="xs" variant="light">
                {t('editor.party.new')}
              </Badge>
              <Text size="sm">{option.label}</Text>
            </Group>
          );
        const row = rows.find((candidate) => String(candidate.id) === option.value);
        const detail = row && detailOf(row);
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm">{option.label}</Text>
            {detail && (
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            )}
          </Group>
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
  if (!allowNew || !value || value.masterId !== null) return select;
  return (
    <Stack gap={4}>
      {select}
      <Group>
        <Button
          variant="subtle"
          size="compact-xs"
          loading={saveToMasters.isPending}
          onClick={() => saveToMasters.mutate(value.name)}
        >
          {t('editor.party.saveToMasters', { name: value.name })}
        </Button>
      </Group>
    </Stack>
  );
}
