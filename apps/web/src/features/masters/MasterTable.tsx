import { searchKey } from '@bolo/api/masters/public';
import {
  Badge,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Menu,
  Popover,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconColumns3,
  IconDownload,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, useDataTableColumns } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { type Locale, useLocale, useT } from '../../i18n';
import { formatCount, formatDateTime } from '../../lib/format';
import { useSearchedTable } from '../../lib/paged-table';
import { showSuccess } from '../../lib/toast';
import { confirmDestructive } from '../forms/confirm';
import { RowMenu } from '../layout/RowMenu';
import {
  deleteMaster,
  exportMasterRows,
  type MasterRow,
  type MasterSortField,
  masterFindOptions,
  masterListOptions,
  masterSortFields,
  refreshMaster,
} from './api';
import { downloadCsv, masterCsv } from './csv';
import type { FieldSpec, MasterDescription } from './descriptions';
import { ImportModal } from './ImportModal';
import { type DrawerTarget, MasterDrawer } from './MasterDrawer';
import { SignatoryName } from './MasterField';

/** A field's value in a cell of the list. */
function CellValue({ field, value, locale }: { field: FieldSpec; value: unknown; locale: Locale }) {
  const t = useT();
  switch (field.kind) {
    case 'switch':
      return value ? (
        <Badge variant="light" color="brand">
          {t('masters.yes')}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('masters.no')}
        </Text>
      );
    case 'number':
    case 'minutes':
      return typeof value === 'number' ? formatCount(value, locale) : '—';
    case 'color':
      return typeof value === 'string' && value ? (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={value} size={16} />
          <Text size="sm">{value}</Text>
        </Group>
      ) : (
        '—'
      );
    case 'signatory':
      return <SignatoryName id={value} />;
    case 'country':
      return typeof value === 'string'
        ? (new Intl.DisplayNames([locale], { type: 'region' }).of(value) ?? value)
        : '—';
    case 'taxPerson':
      return value === 'company' || value === 'natural' ? t(`masters.taxPerson.${value}`) : '—';
    case 'taxTerritory':
      return value === 'peninsula' || value === 'canarias' ? t(`masters.taxTerritory.${value}`) : '—';
    case 'members':
    case 'emails': {
      const items = Array.isArray(value) ? value : [];
      const names = items.map((item) => (typeof item === 'string' ? item : String(item?.name ?? '')));
      if (names.length === 0) return '—';
      const text =
        field.kind === 'members' ? t('masters.memberCount', { count: names.length }) : names.join(', ');
      return (
        <Text size="sm" lineClamp={1} title={names.join(', ')} maw={280}>
          {text}
        </Text>
      );
    }
    default:
      return typeof value === 'string' && value ? (
        <Text size="sm" lineClamp={2} title={value} maw={320}>
          {value}
        </Text>
      ) : (
        '—'
      );
  }
}

/** One master's rows: searched, sorted and paged on the server; created, edited and deleted in place. */
export function MasterTable({
  description,
  opening,
  onOpened,
}: {
  description: MasterDescription;
  /** A search to start with, and a record to open. */
  opening?: { q?: string; id?: number };
  /** The record to open is open (or gone). */
  onOpened?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { key } = description;
  const { q, input, searchProps, tableProps } = useSearchedTable<MasterRow, MasterSortField>({
    perPageLabel: 'masters.perPage',
    sortFields: masterSortFields,
    initialSort: { field: 'name', order: 'asc' },
    initialText: opening?.q,
  });
  const [target, setTarget] = useState<DrawerTarget>(null);
  const [importOpen, importModal] = useDisclosure(false);

  const list = useQuery({ ...masterListOptions(key, input), placeholderData: keepPreviousData });
  // the record to open is read by its id: it need not be on the list's first page
  const toOpen = useQuery({
    ...masterFindOptions(key, opening?.id ?? 0),
    enabled: opening?.id !== undefined,
  });
  const opened = toOpen.isFetching ? undefined : toOpen.data; // never a row cached before an edit
  useEffect(() => {
    if (opened) setTarget(opened);
    if (opened || toOpen.isError) onOpened?.();
  }, [opened, toOpen.isError, onOpened]);
  const tabLabel = t(`masters.${key}.tab`);

  const remove = useMutation({
    mutationFn: (row: MasterRow) => deleteMaster(key, row.id),
    onSuccess: async (_, row) => {
      showSuccess(t('masters.toast.deleted', { name: row.name }));
      setTarget((current) => (current !== 'new' && current?.id === row.id ? null : current));
      await refreshMaster(key);
    },
  });
  const confirmDelete = (row: MasterRow) =>
    confirmDestructive({
      title: t('masters.delete.title'),
      text: t('masters.delete.text', { name: row.name }),
      confirm: t('masters.delete.confirm'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate(row),
    });

  const exportCsv = useMutation({
    mutationFn: () => exportMasterRows(key, { sort: input.sort, order: input.order, q: input.q }),
    onSuccess: ({ items, total }) => {
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(
        masterCsv(description, items, locale),
        `${searchKey(tabLabel).replace(/ /g, '-')}-${day}.csv`,
      );
      showSuccess(
        items.length < total
          ? t('masters.export.truncated', { count: items.length, total })
          : t('masters.export.done', { count: items.length }),
      );
    },
  });

  const columns: DataTableColumn<MasterRow>[] = [
    { accessor: 'name', title: t('masters.field.name'), sortable: true, toggleable: false },
    ...description.fields
      .filter((field) => field.name !== 'name')
      .map(
        (field): DataTableColumn<MasterRow> => ({
          accessor: field.name,
          title: t(`masters.field.${field.name}`),
          toggleable: true,
          defaultToggle: description.columns.includes(field.name),
          textAlign: field.kind === 'number' || field.kind === 'minutes' ? 'right' : 'left',
          render: (row) => <CellValue field={field} value={row[field.name]} locale={locale} />,
        }),
      ),
    {
      accessor: 'updatedAt',
      title: t('masters.col.updatedAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.updatedAt, locale),
    },
    {
      accessor: 'createdAt',
      title: t('masters.col.createdAt'),
      sortable: true,
      toggleable: true,
      defaultToggle: false,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
    {
      accessor: 'actions',
      title: '',
      toggleable: false,
      textAlign: 'right',
      render: (row) => (
        <RowMenu label={t('masters.actions', { name: row.name })}>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setTarget(row)}>
            {t('masters.editAction')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => confirmDelete(row)}>
            {t('masters.deleteAction')}
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];
  const storeColumnsKey = `bolo.masters.${key}`;
  const { effectiveColumns, columnsToggle, setColumnsToggle, resetColumnsToggle } =
    useDataTableColumns<MasterRow>({ key: storeColumnsKey, columns });
  const titleOf = new Map(columns.map((column) => [String(column.accessor), column.title]));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          aria-label={t('masters.search', { master: tabLabel })}
          placeholder={t('masters.search', { master: tabLabel })}
          leftSection={<IconSearch size={16} />}
          {...searchProps}
          w={300}
        />
        <Group gap="xs" wrap="wrap">
          <Popover position="bottom-end" shadow="md" withinPortal>
            <Popover.Target>
              <Button variant="default" leftSection={<IconColumns3 size={16} />}>
                {t('masters.columns')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                {columnsToggle
                  .filter((column) => column.toggleable)
                  .map((column) => (
                    <Checkbox
                      key={column.accessor}
                      label={titleOf.get(column.accessor)}
                      checked={column.toggled}
                      onChange={(event) => {
                        const toggled = event.currentTarget.checked;
                        setColumnsToggle(
                          columnsToggle.map((other) =>
                            other.accessor === column.accessor ? { ...other, toggled } : other,
                          ),
                        );
                      }}
                    />
                  ))}
                <Button variant="subtle" size="xs" onClick={resetColumnsToggle}>
                  {t('masters.columnsReset')}
                </Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          >
            {t('masters.export')}
          </Button>
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={importModal.open}>
            {t('masters.import')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget('new')}>
            {t(`masters.${key}.new`)}
          </Button>
        </Group>
      </Group>

      <DataTable<MasterRow>
        {...tableProps}
        highlightOnHover
        // the columns as chosen in our own menu: the table's own toggle (an icon named only in
        // English, "Toggle column") is left out
        columns={effectiveColumns.map(({ toggleable: _, defaultToggle: __, ...column }) => column)}
        records={list.data?.items ?? []}
        fetching={list.isFetching}
        noRecordsText={
          list.isError ? t('masters.loadError') : q ? t('masters.noMatch', { q }) : t(`masters.${key}.empty`)
        }
        totalRecords={list.data?.total ?? 0}
        onRowClick={({ record }) => setTarget(record)}
      />

      <MasterDrawer
        description={description}
        target={target}
        onClose={() => setTarget(null)}
        onDelete={confirmDelete}
      />
      <ImportModal description={description} opened={importOpen} onClose={importModal.close} />
    </Stack>
  );
}
