import { Accordion, Badge, Button, Divider, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { countText, paramOfLocale, useLocale, useT } from '../../../i18n';
import { errorCodeOf } from '../../../lib/api-errors';
import { downloadBlob } from '../../../lib/download';
import { trpcClient } from '../../../trpc';
import { handOverPdf } from '../../pdf/pdf-handoff';
import { pdfFileName } from '../../pdf/pdf-source';
import { generateContractPdf, previewContractPdf } from './api';
import { ContractAnnexes } from './ContractAnnexes';
import type { ContractsContext } from './contexts';
import { contractSaveInput } from './contracts';
import { DocumentBodyEditor } from './DocumentBodyEditor';
import { DocumentHeader, DocumentNotices, DocumentSaveBar, NewTemplateModal } from './DocumentParts';
import type { Party } from './emails';
import { ShareLinkPanel } from './ShareLinkPanel';
import { SigningPanel } from './SigningPanel';
import { StateBadges } from './StateBadges';
import { textBadges } from './state';
import { DocumentTemplatePicker } from './TemplatePicker';
import { useDocumentActions } from './use-document-drafts';

/** One contract of the event, with a party: its body, its PDF, its annexes, its share link and its signing. */
export function ContractCard({
  party,
  partyName,
  context,
}: {
  party: Party;
  partyName: string | null;
  context: ContractsContext;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { eventId, docs } = context;
  const key = party;
  const row = docs.rows[key];
  const draft = docs.drafts[key];
  const dirty = docs.isDirty(key);
  const [naming, setNaming] = useState(false);
  const ref = { eventId, subType: party };
  const partyLabel = t(`conditions.party.${party}`);

  const { save, reset, bar } = useDocumentActions(context, key, {
    save: (row, draft) =>
      trpcClient.eventContracts.save.mutate({ eventId, ...contractSaveInput(row, draft) }),
    reset: () => trpcClient.eventContracts.reset.mutate(ref),
    saved: t('documents.contract.saved'),
    resetDone: t('documents.contract.reset'),
  });

  /**
   * The preview is of the text in the editor, saved or not, so it opens in a new browser tab and
   * the editor stays as it is; the tab is opened at the click (a popup blocker lets that through)
   * and shown the PDF once it is made.
   */
  const preview = useMutation({
    mutationFn: async (body: string) => {
      const viewer = window.open('', '_blank');
      try {
        const pdf = await previewContractPdf(eventId, party, body, t);
        const name = pdfFileName(t('documents.contract.previewName', { party: partyLabel }));
        const doc = handOverPdf({ blob: pdf.blob, name });
        const search = { doc, name };
        if (viewer) {
          const prefix = paramOfLocale(locale) ? `/${paramOfLocale(locale)}` : '';
          viewer.location.href = `${prefix}/pdfview?${new URLSearchParams(search)}`;
        } else
          void navigate({ to: '/{-$locale}/pdfview', params: { locale: paramOfLocale(locale) }, search });
      } catch (error) {
        viewer?.close();
        throw error;
      }
    },
    meta: { errorDisplay: 'inline' },
  });
  const generate = useMutation({
    mutationFn: () => generateContractPdf(eventId, party, t),
    meta: { errorDisplay: 'inline' },
    onSuccess: (pdf) => downloadBlob(pdf.blob, pdfFileName(pdf.name, `contrato-${party}-${eventId}.pdf`)),
  });

  if (!row || !draft) return null;

  const refused = [save.error, reset.error, preview.error, generate.error].find(
    (error) => error && errorCodeOf(error) !== 'version_conflict',
  );
  return (
    <Accordion.Item value={party}>
      <Accordion.Control aria-label={partyLabel}>
        <DocumentHeader party={party} partyName={partyName}>
          <Group gap={6} justify="flex-end">
            {row.annex.length > 0 && (
              <Badge color="gray" variant="light" radius="sm">
                {countText(t, row.annex.length, {
                  one: 'documents.annex.count.one',
                  many: 'documents.annex.count',
                })}
              </Badge>
            )}
            {row.linkShare && (
              <Badge color="grape" variant="light" radius="sm">
                {t('documents.link.active')}
              </Badge>
            )}
            <StateBadges badges={textBadges(row)} unsaved={dirty} templateName={row.plantillaName} />
          </Group>
        </DocumentHeader>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <form
            noValidate
            aria-label={t('documents.contract.form', { party: partyLabel })}
            onSubmit={(event) => {
              event.preventDefault();
              if (dirty) save.mutate({ row, draft });
            }}
          >
            <Stack gap="sm">
              <DocumentNotices doc={row} kind={{ type: 'contract', subType: party }} />
              <DocumentTemplatePicker
                kind={{ type: 'contract', subType: party }}
                party={party}
                chosenTemplateId={row.chosenTemplateId}
                saved={row.save}
                dirty={dirty}
                choose={(templateId) =>
                  trpcClient.eventContracts.chooseTemplate.mutate({ ...ref, templateId })
                }
                onChosen={(chosen) => docs.accept([chosen])}
              />
              <DocumentBodyEditor
                label={t('documents.contract.body')}
                body={draft.body}
                revision={docs.revisions[key] ?? 0}
                onChange={(body) => docs.edit(key, { body })}
                pageBreak
              />
              <DocumentSaveBar
                {...bar}
                onNewTemplate={() => setNaming(true)}
                error={refused}
                extra={
                  <>
                    <Button
                      variant="light"
                      leftSection={<IconEye size={16} />}
                      loading={preview.isPending}
                      onClick={() => preview.mutate(draft.body)}
                    >
                      {t('documents.contract.preview')}
                    </Button>
                    <Button
                      variant="light"
                      leftSection={<IconDownload size={16} />}
                      loading={generate.isPending}
                      onClick={() => generate.mutate()}
                      title={dirty ? t('documents.contract.generateSaved') : undefined}
                    >
                      {t('documents.contract.generate')}
                    </Button>
                  </>
                }
              />
            </Stack>
          </form>
          <Divider />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ContractAnnexes party={party} row={row} context={context} />
            <ShareLinkPanel party={party} row={row} dirty={dirty} context={context} />
          </SimpleGrid>
          <Divider />
          <SigningPanel party={party} context={context} />
        </Stack>
        <NewTemplateModal
          opened={naming}
          onClose={() => setNaming(false)}
          create={(name) => trpcClient.eventContracts.newTemplate.mutate({ ...ref, name })}
          onCreated={() => void context.latest().then((rows) => docs.accept(rows))}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
