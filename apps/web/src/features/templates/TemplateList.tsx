import {
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconCopy,
  IconExternalLink,
  IconPlus,
  IconSearch,
  IconStar,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { openingRows, useSearchedTable } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { PageTitle } from '../layout/PageTitle';
import { RowMenu } from '../layout/RowMenu';
import { type MasterSortField, masterSortFields } from '../masters/api';
import { useTemplateActions } from './actions';
import type { TemplateRow } from './api';
import {
  fitsType,
  isTemplateType,
  subTypeOptions,
  type TemplateSubType,
  type TemplateType,
  templateTypes,
} from './kinds';

const routeApi = getRouteApi('/{-$locale}/_app/templates');

const typeColor = { email: 'blue', contract: 'grape' } as const;

/** "Nueva plantilla": of the kind the list shows, when it shows one. */
function NewTemplateButton({ search }: { search: { type?: string; subType?: string } }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Button
      leftSection={<IconPlus size={16} />}
      renderRoot={(props) => (
        <Link
          to="/{-$locale}/createtemplate"
          params={{ locale: paramOfLocale(locale) }}
          search={search}
          {...props}
        />
      )}
    >
      {t('templates.new')}
    </Button>
  );
}

/** No template at all yet: what templates are for, and the button to write the first. */
function EmptyState() {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTemplate size={30} />
        </ThemeIcon>
        <Title order={3}>{t('templates.empty.title')}</Title>
        <Text c="dimmed" maw={520}>
          {t('templates.empty.text')}
        </Text>
        <NewTemplateButton search={{}} />
      </Stack>
    </Paper>
  );
}

/** `/templates`: the templates of a type and sub-type (in the URL), searched by name and paged on the server. */
export function TemplateList() {
  const t = useT();
  const locale = useLocale();
  const { type, subType } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  useDocumentTitle(`${t('page.templates')} · ${t('app.name')}`);
  const { q, input, searchProps, tableProps } = useSearchedTable<TemplateRow, MasterSortField>({
    perPageLabel: 'templates.perPage',
    sortFields: masterSortFields,
    initialSort: { field: 'name', order: 'asc' },
  });
  const list = useQuery({
    ...trpc.templates.list.queryOptions({ ...input, type, subType }),
    placeholderData: keepPreviousData,
  });
  const actions = useTemplateActions();

  const filter = (next: { type?: TemplateType; subType?: TemplateSubType }) => {
    tableProps.onPageChange(1);
    void navigate({ search: next, replace: true });
  };
  const open = (row: TemplateRow) => void actions.open(row.id);

  const nothingYet = list.isSuccess && list.data.total === 0 && !q && !type && !subType;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('page.templates')}</PageTitle>
        {!nothingYet && <NewTemplateButton search={{ type, subType }} />}
      </Group>
      {nothingYet ? (
        <EmptyState />
      ) : (
        <>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <TextInput
              aria-label={t('templates.search')}
              placeholder={t('templates.search')}
              leftSection={<IconSearch size={16} />}
              w={280}
              {...searchProps}
            />
            <SegmentedControl
              aria-label={t('templates.filter.type')}
              value={type ?? 'all'}
              onChange={(value) => filter({ type: isTemplateType(value) ? value : undefined })}
              data={[
                { value: 'all', label: t('templates.filter.all') },
                ...templateTypes.map((value) => ({ value, label: t(`templates.types.${value}`) })),
              ]}
            />
            {type && (
              <Select
                aria-label={t(`templates.subTypeOf.${type}`)}
                placeholder={`${t(`templates.subTypeOf.${type}`)}: ${t('templates.filter.anySubType')}`}
                data={subTypeOptions(type, t)}
                value={subType ?? null}
                onChange={(value) =>
                  filter({ type, subType: value && fitsType(type, value) ? value : undefined })
                }
                clearable
                w={220}
              />
            )}
          </Group>
          <DataTable<TemplateRow>
            {...tableProps}
            highlightOnHover
            records={list.data?.items ?? []}
            fetching={list.isFetching}
            totalRecords={list.data?.total ?? 0}
            noRecordsText={
              list.isError ? t('templates.loadError') : q ? t('templates.noMatch') : t('templates.noneOfKind')
            }
            {...openingRows(open)}
            columns={[
              {
                accessor: 'name',
                title: t('templates.col.name'),
                sortable: true,
                render: (row) => (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {row.name}
                    </Text>
                    {row.master && (
                      <Tooltip label={t('templates.masterHint')}>
                        <Badge size="sm" variant="light" color="yellow" leftSection={<IconStar size={12} />}>
                          {t('templates.master')}
                        </Badge>
                      </Tooltip>
                    )}
                  </Group>
                ),
              },
              {
                accessor: 'subType',
                title: t('templates.col.kind'),
                render: (row) => (
                  <Group gap="xs" wrap="nowrap">
                    <Badge size="sm" variant="light" color={typeColor[row.type]}>
                      {t(`templates.type.${row.type}`)}
                    </Badge>
                    <Text size="sm">
                      {row.party
                        ? `${t(`templates.subType.${row.subType}`)} · ${t(`templates.party.${row.party}`)}`
                        : t(`templates.subType.${row.subType}`)}
                    </Text>
                  </Group>
                ),
              },
              {
                accessor: 'language',
                title: t('templates.col.language'),
                render: (row) => (
                  <Badge size="sm" variant="light" color="gray">
                    {t(`templates.language.${row.language}`)}
                  </Badge>
                ),
              },
              {
                accessor: 'subject',
                title: t('templates.col.subject'),
                render: (row) => (
                  <Text size="sm" lineClamp={1} maw={360} title={row.subject}>
                    {row.subject || '—'}
                  </Text>
                ),
              },
              {
                accessor: 'updatedAt',
                title: t('templates.col.updatedAt'),
                sortable: true,
                render: (row) => formatDateTime(row.updatedAt, locale),
              },
              {
                accessor: 'actions',
                title: '',
                textAlign: 'right',
                render: (row) => (
                  <RowMenu label={t('templates.actionsOf', { name: row.name })}>
                    <Menu.Item leftSection={<IconExternalLink size={16} />} onClick={() => open(row)}>
                      {t('templates.open')}
                    </Menu.Item>
                    <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.duplicate(row)}>
                      {t('templates.duplicate')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconStar size={16} />}
                      disabled={row.master}
                      onClick={() => void actions.makeMaster(row)}
                    >
                      {t('templates.makeMaster')}
                    </Menu.Item>
                    <Menu.Divider />
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => actions.remove(row)}
                    >
                      {t('templates.delete')}
                    </Menu.Item>
                  </RowMenu>
                ),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
