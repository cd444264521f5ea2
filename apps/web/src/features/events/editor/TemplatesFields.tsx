import { masterFor } from '@bolo/api/templates/public';
import { Fieldset, Select, Table, Text } from '@mantine/core';
import { useT } from '../../../i18n';
import { useCan } from '../../auth/guard';
import type { TemplateKind } from '../../templates/kinds';
import { departments, type Party, parties } from '../documents/emails';
import {
  fittingTemplates,
  type TemplateChoice,
  templateLabel,
  useTemplateChoices,
} from '../documents/TemplatePicker';

/** The draft's `plantillas`: the template of each document named (`confirmacion.sala`, `contrato.artista`). */
export type DraftTemplates = Record<string, number>;

/** A row of the grid: a department's emails, or the contracts; a cell per party. */
interface DocumentRow {
  key: string;
  label: string;
  templates: readonly TemplateChoice[];
  kindFor: (party: Party) => TemplateKind;
}

/**
 * The templates of the new event's documents (spec §3 draft `plantillas`): each starts from the
 * master of its department and party; choosing another here records it for this event only.
 * Email rows show to a role with `Emails`, the contracts' to one with `Contratos`.
 */
export function TemplatesFields({
  value,
  onChange,
}: {
  value: DraftTemplates;
  onChange: (next: DraftTemplates) => void;
}) {
  const t = useT();
  const mayEmails = useCan('Emails');
  const mayContracts = useCan('Contratos');
  const emailTemplates = useTemplateChoices('email', mayEmails);
  const contractTemplates = useTemplateChoices('contract', mayContracts);
  if (!mayEmails && !mayContracts) return null;

  const emailRows: DocumentRow[] = departments.map((department) => ({
    key: department,
    label: t(`documents.department.${department}`),
    templates: emailTemplates,
    kindFor: () => ({ type: 'email', subType: department }),
  }));
  const contractRow: DocumentRow = {
    key: 'contrato',
    label: t('editor.templates.contract'),
    templates: contractTemplates,
    kindFor: (party) => ({ type: 'contract', subType: party }),
  };
  const rows = [...(mayEmails ? emailRows : []), ...(mayContracts ? [contractRow] : [])];

  const cell = (row: DocumentRow, party: Party) => {
    const kind = row.kindFor(party);
    const fitting = fittingTemplates(row.templates, kind, party);
    // the one a document starts from when none is chosen, as the server picks it
    const master = masterFor(fitting, kind, party);
    const key = `${row.key}.${party}`;
    const chosen = value[key];
    return (
      <Select
        size="xs"
        aria-label={t('editor.templates.cell', {
          document: row.label,
          party: t(`conditions.party.${party}`),
        })}
        data={fitting.map((template) => ({ value: String(template.id), label: templateLabel(t, template) }))}
        value={chosen === undefined ? (master ? String(master.id) : null) : String(chosen)}
        placeholder={t('documents.template.none')}
        allowDeselect={false}
        onChange={(next) => {
          if (next === null) return;
          const { [key]: _, ...rest } = value;
          onChange(master && Number(next) === master.id ? rest : { ...rest, [key]: Number(next) });
        }}
      />
    );
  };

  return (
    <Fieldset legend={t('editor.section.templates')}>
      <Text size="xs" c="dimmed" mb="xs">
        {t('editor.templates.hint')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={4} withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('editor.templates.document')}</Table.Th>
              {parties.map((party) => (
                <Table.Th key={party}>{t(`conditions.party.${party}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                {parties.map((party) => (
                  <Table.Td key={party}>{cell(row, party)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Fieldset>
  );
}
