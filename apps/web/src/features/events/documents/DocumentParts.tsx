import { Alert, Anchor, Box, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFilePlus, IconInfoCircle, IconRestore } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { queryClient, trpc } from '../../../trpc';
import { useCan } from '../../auth/guard';
import { ConflictAlert } from '../../forms/ConflictAlert';
import { confirmDestructive } from '../../forms/confirm';
import { SaveBar } from '../../forms/SaveBar';
import type { TemplateKind } from '../../templates/kinds';
import type { Party } from './emails';
import type { DocumentStateFields } from './state';

/** A document's accordion header: the party it is for, who that is, and its badges. */
export function DocumentHeader({
  party,
  partyName,
  children,
}: {
  party: Party;
  partyName: string | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Group justify="space-between" wrap="nowrap" pr="sm">
      <Box>
        <Text fw={600}>{t(`conditions.party.${party}`)}</Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {partyName || t('conditions.party.noName')}
        </Text>
      </Box>
      {children}
    </Group>
  );
}

/**
 * What a document's panel must say before anything else: its master failed for this event (the
 * server's error, with the line), no master template to generate it from (with a link to write
 * one of its kind), or none left behind its text.
 */
export function DocumentNotices({ doc, kind }: { doc: DocumentStateFields; kind: TemplateKind }) {
  const t = useT();
  const locale = useLocale();
  if (doc.failure)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {doc.failure.message[locale]}
      </Alert>
    );
  if (doc.templateMissing && !doc.save)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Text size="sm">
          {t('documents.notice.templateMissing')}{' '}
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                to="/{-$locale}/createtemplate"
                params={{ locale: paramOfLocale(locale) }}
                search={kind}
                {...props}
              />
            )}
          >
            {t('documents.notice.createTemplate')}
          </Anchor>
        </Text>
      </Alert>
    );
  if (doc.templateDeleted)
    return (
      <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('documents.notice.templateDeleted')}
      </Alert>
    );
  return null;
}

/** A refused action of a document's, in words, or nothing. */
export function DocumentError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessageOf(error)}
    </Alert>
  );
}

/**
 * The foot of a document's form (the forms' SaveBar): whether there is something to save, a
 * version conflict ("reload" shows the saved one, "keep" saves over it next time) or a refusal,
 * and the actions — the document's own (`extra`: send, PDF …), back to the template's text (asks
 * first), a new template from it, discard (asks first) and save.
 */
export function DocumentSaveBar({
  dirty,
  saving,
  resetting,
  canReset,
  onReset,
  onDiscard,
  onNewTemplate,
  conflict,
  error,
  extra,
}: {
  dirty: boolean;
  saving: boolean;
  resetting: boolean;
  canReset: boolean;
  onReset: () => void;
  onDiscard: () => void;
  onNewTemplate: () => void;
  /** The last save met a newer version: how to go on. */
  conflict: { onReload: () => void; onKeep: () => void } | null;
  /** A refused action the fields do not show, or null. */
  error: unknown;
  extra?: ReactNode;
}) {
  const t = useT();
  // a new template is a master template: the templates' access name too
  const makesTemplates = useCan('Plantillas');
  const confirmReset = () =>
    confirmDestructive({
      title: t('documents.reset.title'),
      text: t('documents.reset.text'),
      confirm: t('documents.reset'),
      cancel: t('common.cancel'),
      onConfirm: onReset,
    });
  const confirmDiscard = () =>
    confirmDestructive({
      title: t('documents.discard.title'),
      text: t('documents.discard.text'),
      confirm: t('documents.discard'),
      cancel: t('documents.discard.cancel'),
      onConfirm: onDiscard,
    });
  return (
    <SaveBar
      labels={{
        unsaved: t('documents.unsaved'),
        saved: t('documents.upToDate'),
        discard: t('documents.discard'),
        save: t('documents.save'),
      }}
      dirty={dirty}
      saving={saving}
      sticky={false}
      conflict={
        conflict && (
          <ConflictAlert
            text={t('documents.conflict')}
            hint={t('documents.conflict.hint')}
            reload={{ label: t('documents.conflict.reload'), onClick: conflict.onReload }}
            keep={{ label: t('documents.conflict.keep'), onClick: conflict.onKeep }}
          />
        )
      }
      error={error ? errorMessageOf(error) : null}
      onDiscard={confirmDiscard}
      extra={
        <>
          {extra}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconRestore size={16} />}
            disabled={!canReset || saving}
            loading={resetting}
            onClick={confirmReset}
          >
            {t('documents.reset')}
          </Button>
          {makesTemplates && (
            <Tooltip label={t('documents.newTemplate.saveFirst')} disabled={!dirty}>
              <Button
                variant="subtle"
                leftSection={<IconFilePlus size={16} />}
                disabled={dirty}
                onClick={onNewTemplate}
              >
                {t('documents.newTemplate')}
              </Button>
            </Tooltip>
          )}
        </>
      }
    />
  );
}

/**
 * "New template from this document": asks for the template's name (unique among templates) and
 * creates it from the document's saved text; the toast links to it.
 */
export function NewTemplateModal({
  opened,
  onClose,
  create,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  create: (name: string) => Promise<{ id: number }>;
  /** The document is generated from the new template from now on: read it again. */
  onCreated: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [name, setName] = useState('');
  const mutation = useMutation({
    mutationFn: create,
    meta: { errorDisplay: 'inline' },
    onSuccess: ({ id }, created) => {
      void queryClient.invalidateQueries({ queryKey: trpc.eventMail.templates.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.eventContracts.templates.queryKey() });
      onCreated();
      notifications.show({
        color: 'green',
        message: (
          <Text size="sm">
            {t('documents.newTemplate.created', { name: created })}{' '}
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link
                  to="/{-$locale}/template/{-$id}"
                  params={{ locale: paramOfLocale(locale), id: String(id) }}
                  {...props}
                />
              )}
            >
              {t('documents.newTemplate.open')}
            </Anchor>
          </Text>
        ),
      });
      close();
    },
  });
  const close = () => {
    setName('');
    mutation.reset();
    onClose();
  };
  const nameTaken = errorCodeOf(mutation.error) === 'name_plantilla_email_already_exists';
  return (
    <Modal opened={opened} onClose={close} title={t('documents.newTemplate.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) mutation.mutate(name.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('documents.newTemplate.text')}
          </Text>
          <TextInput
            label={t('documents.newTemplate.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (mutation.isError) mutation.reset();
            }}
            maxLength={200}
            required
            data-autofocus
            error={nameTaken ? errorMessageOf(mutation.error) : undefined}
          />
          {!nameTaken && <DocumentError error={mutation.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={!name.trim()}>
              {t('documents.newTemplate.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
