import { Button, Group, Menu, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChevronDown, IconCopy, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { trpc } from '../../../trpc';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { Loading } from '../../layout/Loading';
import { PageTitle } from '../../layout/PageTitle';
import { useTemplateActions } from '../actions';
import type { TemplateRow } from '../api';
import type { TemplateKind } from '../kinds';
import { TemplateForm } from './TemplateForm';
import { newTemplateValues, valuesOf } from './values';

/** The page: its title, and until the template and the catalogue are read, why not or a loader. */
function TemplatePage({
  title,
  failure,
  children,
}: {
  title: string;
  failure: unknown;
  children: ReactNode | null;
}) {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  if (children) return children;
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      {failure ? (
        <ErrorAlert>
          <Group justify="space-between">
            {errorMessageOf(failure)}
            <Button
              size="xs"
              variant="white"
              color="red"
              renderRoot={(props) => (
                <Link to="/{-$locale}/templates" params={{ locale: paramOfLocale(locale) }} {...props} />
              )}
            >
              {t('templates.backToList')}
            </Button>
          </Group>
        </ErrorAlert>
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

/** `/createtemplate` (and `/template`): a new template, of the kind the URL names. */
export function TemplateCreatePage({ kind = {} }: { kind?: Partial<TemplateKind> }) {
  const t = useT();
  const variables = useQuery(trpc.templates.variables.queryOptions());
  return (
    <TemplatePage title={t('templates.create.title')} failure={variables.error}>
      {variables.data && (
        <TemplateForm
          title={t('templates.create.title')}
          template={null}
          initial={newTemplateValues(kind)}
          groups={variables.data}
        />
      )}
    </TemplatePage>
  );
}

/** Duplicate and delete, from the editor; a delete goes back to the list. */
function TemplateActions({ template, leaveFreely }: { template: TemplateRow; leaveFreely: () => void }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const actions = useTemplateActions({
    onDeleted: () => {
      leaveFreely();
      void navigate({ to: '/{-$locale}/templates', params: { locale: paramOfLocale(locale) } });
    },
  });
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />} loading={actions.pending}>
          {t('templates.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.duplicate(template)}>
          {t('templates.duplicate')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(template)}>
          {t('templates.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** `/template/{id}`: a saved template in its editor. */
export function TemplateEditorPage({ templateId }: { templateId: number }) {
  const t = useT();
  const template = useQuery({
    ...trpc.templates.find.queryOptions({ id: templateId }),
    meta: { errorDisplay: 'inline' },
  });
  const variables = useQuery(trpc.templates.variables.queryOptions());
  const row = template.data;
  return (
    <TemplatePage title={row?.name ?? t('page.template')} failure={template.error ?? variables.error}>
      {row && variables.data && (
        <TemplateForm
          title={row.name}
          template={row}
          initial={valuesOf(row)}
          groups={variables.data}
          actions={(leaveFreely) => <TemplateActions template={row} leaveFreely={leaveFreely} />}
        />
      )}
    </TemplatePage>
  );
}
