import { Grid, Group, Paper, Select, SimpleGrid, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/paged-table';
import { showSuccess } from '../../../lib/toast';
import { trpc, trpcClient } from '../../../trpc';
import { focusFirst, serverFieldErrors } from '../../events/editor/form-errors';
import { ConflictAlert } from '../../forms/ConflictAlert';
import { useLeaveGuard } from '../../forms/leave-guard';
import { SaveBar } from '../../forms/SaveBar';
import { saveBarError } from '../../forms/save-error';
import { showSavedValues } from '../../forms/saved-values';
import { PageTitle } from '../../layout/PageTitle';
import { currentMasterOf, handOverMaster, sameKind } from '../actions';
import {
  fetchLatestTemplate,
  refreshTemplateLists,
  storeTemplate,
  type TemplateRow,
  type VariableGroup,
} from '../api';
import {
  fitsType,
  isTemplateLanguage,
  isTemplateType,
  subTypeOptions,
  type TemplateType,
  templateLanguages,
  templateParties,
  templateSubTypes,
  templateTypes,
} from '../kinds';
import { BodyEditor, useBodyEditor } from './BodyEditor';
import { CheckStatus } from './CheckStatus';
import { bodyOf, focusLine, insertPlaceholder, loadBody } from './commands';
import { PreviewPanel } from './PreviewPanel';
import { VariablePicker } from './VariablePicker';
import { inputOf, subjectOf, type TemplateValues, valuesOf } from './values';
import { indexVariables } from './variables';

/** The party select's value for "any party" (null in the form). */
const ANY_PARTY = 'any';

/** Whether the subject or body differ from those of a save sent (`sent`: none sent yet). */
const textChangedSince = (sent: TemplateValues | undefined, values: TemplateValues) =>
  sent !== undefined && (sent.body !== values.body || subjectOf(sent) !== subjectOf(values));

/**
 * A template's form, new (`template` null) or saved: name, kind, master mark, subject (emails) and
 * body, with the variable picker beside it, the live check under the body and the preview.
 */
export function TemplateForm({
  title,
  template,
  initial,
  groups,
  actions,
}: {
  title: string;
  template: TemplateRow | null;
  initial: TemplateValues;
  groups: readonly VariableGroup[];
  /** The saved template's actions, given `leaveFreely` for those that leave the page. */
  actions?: (leaveFreely: () => void) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const catalogue = useMemo(() => indexVariables(groups), [groups]);
  const form = useForm<TemplateValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: { name: (name) => (name.trim() ? null : t('validation.required')) },
  });
  const { values } = form;
  const [version, setVersion] = useState(template?.version ?? 0);
  const [conflict, setConflict] = useState(false);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const [tab, setTab] = useState<'content' | 'preview'>('content');
  const formRef = useRef<HTMLFormElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const editor = useBodyEditor({
    catalogue,
    body: initial.body,
    onChange: (body) => form.setFieldValue('body', body),
    onFocus: () => setTarget('body'),
  });

  // The body as the editor writes it is what "unchanged" means (it tidies the stored HTML).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor has read the body
  useEffect(() => {
    const body = bodyOf(editor);
    if (body !== form.getInitialValues().body) showSavedValues(form, { ...form.getInitialValues(), body });
  }, [editor]);

  const dirty = form.isDirty();
  const { prompt, leaveFreely } = useLeaveGuard(dirty, t('templates.leave.text'));
  useHotkeys([['mod+S', () => formRef.current?.requestSubmit()]], [], true);
  const [checkedSubject] = useDebouncedValue(subjectOf(values), SEARCH_DEBOUNCE_MS);
  const [checkedBody] = useDebouncedValue(values.body, SEARCH_DEBOUNCE_MS);

  const masters = useQuery(trpc.templates.listMaster.queryOptions());
  const otherMaster = values.master
    ? masters.data?.find((row) => sameKind(row, values) && row.id !== template?.id)
    : undefined;

  /** A saved row as the form's start: the editor reloaded with it, or (after a save) left with what it holds. */
  const showSaved = (row: TemplateRow, reloadEditor: boolean) => {
    if (reloadEditor) loadBody(editor, row.body, catalogue);
    showSavedValues(form, { ...valuesOf(row), body: reloadEditor ? bodyOf(editor) : row.body });
    // what was typed while the save was on its way is still a change
    if (!reloadEditor) form.setFieldValue('body', bodyOf(editor));
    setVersion(row.version);
  };

  const save = useMutation({
    mutationFn: async (submitted: TemplateValues) => {
      const input = inputOf(submitted);
      const current = submitted.master ? await currentMasterOf(submitted, template?.id) : null;
      return handOverMaster(current, () =>
        template
          ? trpcClient.templates.update.mutate({ id: template.id, version, ...input })
          : trpcClient.templates.create.mutate(input),
      );
    },
    meta: { errorDisplay: 'inline' },
    onSuccess: async (saved) => {
      storeTemplate(saved);
      void refreshTemplateLists();
      if (template) {
        showSaved(saved, false);
        showSuccess(t('templates.toast.saved', { name: saved.name }));
        return;
      }
      showSuccess(t('templates.toast.created', { name: saved.name }));
      leaveFreely();
      await navigate({
        to: '/{-$locale}/template/{-$id}',
        params: { locale: paramOfLocale(locale), id: String(saved.id) },
      });
    },
    onError: (error) => {
      const code = errorCodeOf(error);
      if (code === 'version_conflict') setConflict(true);
      else if (code === 'name_plantilla_email_already_exists')
        form.setFieldError('name', errorMessageOf(error));
      else if (code === 'tipo_plantilla_email_already_exists')
        form.setFieldError('master', errorMessageOf(error));
      else if (code === 'validation_error') form.setErrors(serverFieldErrors(error, locale));
    },
  });

  const submit = form.onSubmit(
    (submitted) => {
      setConflict(false);
      save.mutate(submitted);
    },
    (errors) => focusFirst(errors, (path) => form.getInputNode(path)?.focus()),
  );

  /** After a conflict: the latest saved template, shown in the form or only taken as the version to save over. */
  const takeLatest = async (show: boolean) => {
    if (!template) return;
    const latest = await fetchLatestTemplate(template.id);
    if (show) showSaved(latest, true);
    else setVersion(latest.version);
    setConflict(false);
    save.reset();
  };

  const chooseType = (type: TemplateType) => {
    form.setValues({
      type,
      subType: fitsType(type, values.subType) ? values.subType : templateSubTypes[type][0],
      ...(type === 'contract' ? { party: null } : {}),
    });
    if (type === 'contract') setTarget('body');
  };

  /** The picker's placeholder as text where the caret is in the subject, the caret after it. */
  const insertIntoSubject = (placeholder: string) => {
    const input = subjectRef.current;
    const subject = form.getValues().subject;
    const start = input?.selectionStart ?? subject.length;
    const end = input?.selectionEnd ?? start;
    form.setFieldValue('subject', subject.slice(0, start) + placeholder + subject.slice(end));
    const caret = start + placeholder.length;
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  };
  const pick = (placeholder: string) =>
    target === 'subject' && values.type === 'email'
      ? insertIntoSubject(placeholder)
      : insertPlaceholder(editor, placeholder, catalogue);

  const subjectProps = form.getInputProps('subject');
  return (
    <Stack gap="md">
      {prompt}
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{title}</PageTitle>
        {actions?.(leaveFreely)}
      </Group>
      <form ref={formRef} noValidate onSubmit={submit}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: tab === 'content' ? 8 : 12 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                    <TextInput
                      label={t('templates.field.name')}
                      withAsterisk
                      maxLength={200}
                      {...form.getInputProps('name')}
                    />
                    <Select
                      label={t('templates.field.type')}
                      data={templateTypes.map((type) => ({
                        value: type,
                        label: t(`templates.type.${type}`),
                      }))}
                      value={values.type}
                      onChange={(type) => isTemplateType(type) && chooseType(type)}
                      allowDeselect={false}
                    />
                    <Select
                      label={t(`templates.subTypeOf.${values.type}`)}
                      data={subTypeOptions(values.type, t)}
                      value={values.subType}
                      onChange={(subType) =>
                        subType && fitsType(values.type, subType) && form.setFieldValue('subType', subType)
                      }
                      allowDeselect={false}
                    />
                  </SimpleGrid>
                  <Group gap="md" align="flex-start" wrap="wrap">
                    {values.type === 'email' && (
                      <Select
                        label={t('templates.field.party')}
                        description={t('templates.field.partyHint')}
                        data={[
                          { value: ANY_PARTY, label: t('templates.party.any') },
                          ...templateParties.map((party) => ({
                            value: party,
                            label: t(`templates.party.${party}`),
                          })),
                        ]}
                        value={values.party ?? ANY_PARTY}
                        onChange={(party) =>
                          form.setFieldValue('party', templateParties.find((p) => p === party) ?? null)
                        }
                        allowDeselect={false}
                        maw={320}
                      />
                    )}
                    <Select
                      label={t('templates.field.language')}
                      description={t('templates.field.languageHint')}
                      data={templateLanguages.map((language) => ({
                        value: language,
                        label: t(`templates.language.${language}`),
                      }))}
                      value={values.language}
                      onChange={(language) =>
                        isTemplateLanguage(language) && form.setFieldValue('language', language)
                      }
                      allowDeselect={false}
                      maw={320}
                    />
                  </Group>
                  <Switch
                    label={t('templates.field.master')}
                    description={
                      otherMaster
                        ? t('templates.field.masterTaken', { name: otherMaster.name })
                        : t('templates.masterHint')
                    }
                    {...form.getInputProps('master', { type: 'checkbox' })}
                  />
                  {values.type === 'email' && (
                    <TextInput
                      ref={subjectRef}
                      label={t('templates.field.subject')}
                      maxLength={500}
                      {...subjectProps}
                      onFocus={(event) => {
                        subjectProps.onFocus?.(event);
                        setTarget('subject');
                      }}
                    />
                  )}
                </Stack>
              </Paper>
              <Tabs value={tab} onChange={(next) => setTab(next === 'preview' ? 'preview' : 'content')}>
                <Tabs.List>
                  <Tabs.Tab value="content">{t('templates.tab.content')}</Tabs.Tab>
                  <Tabs.Tab value="preview">{t('templates.tab.preview')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="content" pt="md">
                  <Stack gap="sm">
                    <BodyEditor editor={editor} catalogue={catalogue} />
                    <CheckStatus
                      subject={checkedSubject}
                      body={checkedBody}
                      onGoToLine={(line) => focusLine(editor, line)}
                    />
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="preview" pt="md">
                  {tab === 'preview' && (
                    <PreviewPanel
                      kind={values}
                      language={values.language}
                      subject={checkedSubject}
                      body={checkedBody}
                    />
                  )}
                </Tabs.Panel>
              </Tabs>
              <SaveBar
                labels={{
                  unsaved: t('templates.unsaved'),
                  saved: t('templates.saveHint'),
                  discard: t('templates.discard'),
                  save: t(template ? 'templates.save' : 'templates.create.submit'),
                }}
                dirty={dirty}
                saving={save.isPending}
                conflict={
                  conflict && (
                    <ConflictAlert
                      title={t('templates.conflict.title')}
                      text={errorMessageOf(save.error)}
                      hint={t('templates.conflict.hint')}
                      reload={{ label: t('templates.conflict.reload'), onClick: () => void takeLatest(true) }}
                      keep={{ label: t('templates.conflict.keep'), onClick: () => void takeLatest(false) }}
                    />
                  )
                }
                error={saveBarError({
                  save,
                  fieldErrors: form.errors,
                  // a refusal of text changed since it was sent is past: the live check speaks now
                  shownElsewhere: conflict || textChangedSince(save.variables, values),
                })}
                onDiscard={() => {
                  form.reset();
                  loadBody(editor, form.getInitialValues().body, catalogue);
                }}
              />
            </Stack>
          </Grid.Col>
          {tab === 'content' && (
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <VariablePicker groups={groups} target={target} onPick={pick} />
            </Grid.Col>
          )}
        </Grid>
      </form>
    </Stack>
  );
}
