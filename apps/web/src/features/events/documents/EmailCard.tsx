import { Accordion, Alert, Button, Stack, TagsInput, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Translate, useT } from '../../../i18n';
import { errorCodeOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { trpcClient } from '../../../trpc';
import type { DepartmentContext } from './contexts';
import { DocumentBodyEditor } from './DocumentBodyEditor';
import { DocumentHeader, DocumentNotices, DocumentSaveBar, NewTemplateModal } from './DocumentParts';
import {
  cleanAddresses,
  type Department,
  type EmailDraft,
  emailKey,
  emailSaveInput,
  invalidRecipients,
  type Party,
  recipientFields,
  sendProblem,
} from './emails';
import { StateBadges } from './StateBadges';
import { emailBadges } from './state';
import { DocumentTemplatePicker } from './TemplatePicker';
import { useDocumentActions } from './use-document-drafts';

/** Addresses are split on these as they are typed or pasted. */
const ADDRESS_SEPARATORS = [',', ';', ' '];

/** One email of the event (a department's, to a party): recipients, subject, body and its actions. */
export function EmailCard({
  department,
  party,
  partyName,
  context,
}: {
  department: Department;
  party: Party;
  partyName: string | null;
  context: DepartmentContext;
}) {
  const t = useT();
  const { eventId, docs, requestIds, markConflict, followDelivery } = context;
  const key = emailKey(department, party);
  const row = docs.rows[key];
  const draft = docs.drafts[key];
  const dirty = docs.isDirty(key);
  const [naming, setNaming] = useState(false);
  const ref = { eventId, type: department, subType: party };

  const { save, reset, bar } = useDocumentActions(context, key, {
    save: (row, draft) => trpcClient.eventMail.save.mutate({ eventId, ...emailSaveInput(row, draft) }),
    reset: () => trpcClient.eventMail.reset.mutate(ref),
    saved: t('documents.email.saved'),
    resetDone: t('documents.email.reset'),
  });
  const send = useMutation({
    mutationFn: async () => {
      if (row && draft && dirty) {
        const saved = await trpcClient.eventMail.save.mutate({ eventId, ...emailSaveInput(row, draft) });
        docs.accept([saved]);
      }
      return trpcClient.eventMail.send.mutate({ ...ref, requestId: requestIds.of(key) });
    },
    meta: { errorDisplay: 'inline' },
    onSuccess: (queued) => {
      requestIds.forget(key);
      docs.accept([queued]);
      followDelivery();
      showSuccess(t('documents.email.queued'));
    },
    onError: (error) => {
      if (errorCodeOf(error) === 'version_conflict') markConflict([key], true);
    },
  });

  if (!row || !draft) return null;

  const edit = (patch: Partial<EmailDraft>) => {
    requestIds.forget(key);
    docs.edit(key, patch);
  };
  const invalid = invalidRecipients(draft);
  const problem = sendProblem(draft);
  const queued = row.delivery?.status === 'queued';
  const partyLabel = t(`conditions.party.${party}`);

  const confirmSend = () =>
    modals.openConfirmModal({
      title: t('documents.send.title', { party: partyLabel }),
      centered: true,
      children: <SendSummary t={t} draft={draft} sentBefore={row.sent} unsaved={dirty} />,
      labels: { confirm: t('documents.send'), cancel: t('common.cancel') },
      onConfirm: () => send.mutate(),
    });

  const refused = [save.error, send.error, reset.error].find(
    (error) => error && errorCodeOf(error) !== 'version_conflict',
  );
  return (
    <Accordion.Item value={party}>
      <Accordion.Control aria-label={partyLabel}>
        <DocumentHeader party={party} partyName={partyName}>
          <StateBadges badges={emailBadges(row)} unsaved={dirty} templateName={row.plantillaName} />
        </DocumentHeader>
      </Accordion.Control>
      <Accordion.Panel>
        <form
          noValidate
          aria-label={t('documents.email.form', { party: partyLabel })}
          onSubmit={(event) => {
            event.preventDefault();
            if (dirty && Object.keys(invalid).length === 0) save.mutate({ row, draft });
          }}
        >
          <Stack gap="sm">
            <DocumentNotices doc={row} kind={{ type: 'email', subType: department }} />
            <DocumentTemplatePicker
              kind={{ type: 'email', subType: department }}
              party={party}
              chosenTemplateId={row.chosenTemplateId}
              saved={row.save}
              dirty={dirty}
              choose={(templateId) => trpcClient.eventMail.chooseTemplate.mutate({ ...ref, templateId })}
              onChosen={(chosen) => docs.accept([chosen])}
            />
            {row.delivery?.status === 'failed' && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                {t('documents.email.failed', { error: row.delivery.error ?? '' })}
              </Alert>
            )}
            {recipientFields.map((field) => (
              <TagsInput
                key={field}
                label={t(`documents.email.${field}`)}
                description={field === 'to' ? t('documents.email.addressHint') : undefined}
                value={draft[field]}
                onChange={(values) => edit({ [field]: cleanAddresses(values) })}
                splitChars={ADDRESS_SEPARATORS}
                acceptValueOnBlur
                clearable
                error={
                  invalid[field] && t('documents.email.badAddresses', { list: invalid[field].join(', ') })
                }
              />
            ))}
            <TextInput
              label={t('documents.email.subject')}
              value={draft.subject}
              onChange={(event) => edit({ subject: event.currentTarget.value })}
              maxLength={500}
            />
            <DocumentBodyEditor
              label={t('documents.email.body')}
              body={draft.body}
              revision={docs.revisions[key] ?? 0}
              onChange={(body) => edit({ body })}
            />
            <DocumentSaveBar
              {...bar}
              onNewTemplate={() => setNaming(true)}
              error={refused}
              extra={
                <Tooltip
                  label={problem ? t(`documents.send.problem.${problem}`) : t('documents.state.sending.hint')}
                  disabled={!problem && !queued}
                >
                  <Button
                    leftSection={<IconSend size={16} />}
                    disabled={problem !== null || queued}
                    loading={send.isPending}
                    onClick={confirmSend}
                  >
                    {t('documents.send')}
                  </Button>
                </Tooltip>
              }
            />
          </Stack>
        </form>
        <NewTemplateModal
          opened={naming}
          onClose={() => setNaming(false)}
          create={(name) => trpcClient.eventMail.newTemplate.mutate({ ...ref, name })}
          onCreated={() => void context.latest().then((rows) => docs.accept(rows))}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * What the send confirmation shows: who it goes to, the subject, and what happens first. The
 * modals render outside the router, so the words come in `t` rather than from `useT`.
 */
function SendSummary({
  t,
  draft,
  sentBefore,
  unsaved,
}: {
  t: Translate;
  draft: EmailDraft;
  sentBefore: boolean;
  unsaved: boolean;
}) {
  return (
    <Stack gap={6}>
      {recipientFields
        .filter((field) => draft[field].length > 0)
        .map((field) => (
          <Text key={field} size="sm">
            <Text span fw={600}>
              {t(`documents.email.${field}`)}:
            </Text>{' '}
            {draft[field].join(', ')}
          </Text>
        ))}
      <Text size="sm">
        <Text span fw={600}>
          {t('documents.email.subject')}:
        </Text>{' '}
        {draft.subject}
      </Text>
      {unsaved && (
        <Text size="sm" c="dimmed">
          {t('documents.send.savesFirst')}
        </Text>
      )}
      {sentBefore && (
        <Text size="sm" c="orange">
          {t('documents.send.again')}
        </Text>
      )}
    </Stack>
  );
}
