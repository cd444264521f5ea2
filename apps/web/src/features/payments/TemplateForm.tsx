import {
  MAX_DAYS_FROM_SHOW,
  paymentDirections,
  paymentDueRules,
  type TemplateOutput,
} from '@bolo/api/payments/public';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { trpc } from '../../trpc';
import { useMoneyInputProps } from '../events/conditions/money-input';
import { ErrorAlert } from '../forms/ErrorAlert';
import {
  draftOf,
  hasIssues,
  inputOf,
  issuesOf,
  type LineDraft,
  type LineIssues,
  newLine,
  type ShareKind,
  type TemplateDraft,
} from './template-draft';

/** The most lines a template holds: the server's bound. */
const MAX_LINES = 24;

/**
 * A company's schedule template, new or changed at the version read: its company, name and lines,
 * each a share of the fee or a fixed amount, due at signing, on the show's day or days from it, and
 * the way the money goes. What the server would refuse is said under each field when saving.
 */
export function TemplateForm({
  template,
  onClose,
  onSaved,
}: {
  template?: TemplateOutput;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const companies = useQuery(trpc.payments.companies.queryOptions());
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const [tried, setTried] = useState(false);
  const options = { onSuccess: onSaved, meta: { errorDisplay: 'inline' as const } };
  const create = useMutation(trpc.payments.createTemplate.mutationOptions(options));
  const update = useMutation(trpc.payments.updateTemplate.mutationOptions(options));
  const issues = issuesOf(draft);
  const shown = tried ? issues : { lines: [] };
  const change = (patch: Partial<TemplateDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const changeLine = (index: number, patch: Partial<LineDraft>) =>
    change({ lines: draft.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) });
  const save = () => {
    setTried(true);
    if (hasIssues(issues)) return;
    const input = inputOf(draft);
    if (template) update.mutate({ id: template.id, version: template.version, ...input });
    else create.mutate(input);
  };
  const refused = create.error ?? update.error;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('payments.templates.company')}
            value={draft.empresaId === undefined ? '' : String(draft.empresaId)}
            onChange={(event) =>
              change({ empresaId: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })
            }
            data={[
              { value: '', label: t('payments.templates.company.pick') },
              ...(companies.data ?? []).map((company) => ({
                value: String(company.id),
                label: company.name,
              })),
            ]}
            error={shown.empresaId && t(shown.empresaId)}
            required
          />
          <TextInput
            label={t('payments.templates.name')}
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={shown.name && t(shown.name)}
            maxLength={200}
            required
          />
        </SimpleGrid>
        {draft.lines.map((line, index) => (
          <LineFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the template
            key={index}
            index={index}
            line={line}
            issues={shown.lines[index] ?? {}}
            removable={draft.lines.length > 1}
            onChange={(patch) => changeLine(index, patch)}
            onRemove={() => change({ lines: draft.lines.filter((_, at) => at !== index) })}
          />
        ))}
        {shown.shares && (
          <Text size="sm" c="red" role="alert">
            {t(shown.shares)}
          </Text>
        )}
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            disabled={draft.lines.length >= MAX_LINES}
            onClick={() =>
              change({ lines: [...draft.lines, newLine(draft.lines.at(-1)?.direction ?? 'payable')] })
            }
          >
            {t('payments.templates.addLine')}
          </Button>
        </Group>
        {refused && <ErrorAlert>{errorMessageOf(refused)}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('payments.templates.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LineFields({
  index,
  line,
  issues,
  removable,
  onChange,
  onRemove,
}: {
  index: number;
  line: LineDraft;
  issues: LineIssues;
  removable: boolean;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const moneyProps = useMoneyInputProps();
  const name = t('payments.templates.line', { n: index + 1 });
  const valueProps =
    line.kind === 'amount'
      ? { ...moneyProps, label: t('payments.templates.amount') }
      : {
          label: t('payments.templates.percent'),
          decimalScale: 2,
          min: 0,
          max: 100,
          allowNegative: false,
          hideControls: true,
          rightSection: '%',
        };
  return (
    <Fieldset legend={name} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('payments.templates.label')}
          value={line.label}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
          error={issues.label && t(issues.label)}
          maxLength={200}
          required
        />
        <NativeSelect
          label={t('payments.templates.kind')}
          value={line.kind}
          onChange={(event) => onChange({ kind: event.currentTarget.value as ShareKind, value: '' })}
          data={[
            { value: 'percent', label: t('payments.templates.kind.percent') },
            { value: 'amount', label: t('payments.templates.kind.amount') },
          ]}
        />
        <NumberInput
          key={line.kind}
          {...valueProps}
          value={line.value}
          onChange={(value) => onChange({ value })}
          error={issues.value && t(issues.value)}
          required
        />
        <NativeSelect
          label={t('payments.templates.due')}
          value={line.due}
          onChange={(event) => onChange({ due: event.currentTarget.value as LineDraft['due'] })}
          data={paymentDueRules.map((value) => ({ value, label: t(`payments.templates.due.${value}`) }))}
        />
        {line.due === 'days_from_show' && (
          <NumberInput
            label={t('payments.templates.days')}
            description={t('payments.templates.days.hint')}
            value={line.days}
            onChange={(days) => onChange({ days })}
            error={issues.days && t(issues.days)}
            min={-MAX_DAYS_FROM_SHOW}
            max={MAX_DAYS_FROM_SHOW}
            allowDecimal={false}
          />
        )}
        <NativeSelect
          label={t('payments.templates.direction')}
          value={line.direction}
          onChange={(event) => onChange({ direction: event.currentTarget.value as LineDraft['direction'] })}
          data={paymentDirections.map((value) => ({ value, label: t(`payments.direction.${value}`) }))}
        />
      </SimpleGrid>
      {removable && (
        <Group justify="flex-end" mt="xs">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('payments.templates.removeLine', { n: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
    </Fieldset>
  );
}
