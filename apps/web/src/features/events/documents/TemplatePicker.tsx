import { fitsDocument } from '@bolo/api/templates/public';
import { Select, Tooltip } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Translate } from '../../../i18n';
import { useT } from '../../../i18n';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import type { TemplateKind } from '../../templates/kinds';
import type { Party } from './emails';

/** A template a document may be given, as `eventMail.templates` and `eventContracts.templates` list them. */
export interface TemplateChoice {
  id: number;
  name: string;
  type: TemplateKind['type'];
  subType: string;
  party: Party | null;
  master: boolean;
}

/** The templates that fit a document of `kind` for `party`: of its sub-type, for its party or any. */
export const fittingTemplates = (templates: readonly TemplateChoice[], kind: TemplateKind, party: Party) =>
  templates.filter((template) => fitsDocument(template, kind, party));

/** A template's name as the pickers show it, marking the master (the list holds only those that fit). */
export const templateLabel = (t: Translate, template: TemplateChoice): string =>
  template.master ? `${template.name} (${t('documents.template.master')})` : template.name;

/** The templates of `type` a document may be given (names only: no `Plantillas` access needed). */
export function useTemplateChoices(type: TemplateKind['type'], enabled = true) {
  const options =
    type === 'email' ? trpc.eventMail.templates.queryOptions() : trpc.eventContracts.templates.queryOptions();
  return useQuery({ ...options, staleTime: 30_000, enabled }).data ?? [];
}

/**
 * The template a document is generated from, and a change of it: a document never saved follows
 * the new template at once; a saved one keeps its text until it is put back to the template.
 */
export function DocumentTemplatePicker<Row>({
  kind,
  party,
  chosenTemplateId,
  saved,
  dirty,
  choose,
  onChosen,
}: {
  kind: TemplateKind;
  party: Party;
  chosenTemplateId: number | null;
  saved: boolean;
  dirty: boolean;
  choose: (templateId: number) => Promise<Row>;
  onChosen: (row: Row) => void;
}) {
  const t = useT();
  const templates = fittingTemplates(useTemplateChoices(kind.type), kind, party);
  const mutation = useMutation({
    mutationFn: choose,
    onSuccess: (row) => {
      onChosen(row);
      showSuccess(t(saved ? 'documents.template.chosenSaved' : 'documents.template.chosen'));
    },
  });
  return (
    <Tooltip label={t('documents.template.saveFirst')} disabled={!dirty}>
      <Select
        label={t('documents.template')}
        description={saved ? t('documents.template.savedHint') : t('documents.template.hint')}
        data={templates.map((template) => ({
          value: String(template.id),
          label: templateLabel(t, template),
        }))}
        value={chosenTemplateId === null ? null : String(chosenTemplateId)}
        placeholder={t('documents.template.none')}
        onChange={(value) => {
          if (value !== null && Number(value) !== chosenTemplateId) mutation.mutate(Number(value));
        }}
        allowDeselect={false}
        disabled={dirty || mutation.isPending}
        nothingFoundMessage={t('documents.template.none')}
        maw={480}
      />
    </Tooltip>
  );
}
