import {
  directionsOverHundred,
  MAX_DAYS_FROM_SHOW,
  type PaymentDirection,
  type PaymentDueRule,
  type TemplateOutput,
} from '@bolo/api/payments/public';
import type { MessageKey } from '../../i18n';
import { type Amount, centsOf, eurosOf, numberOf } from '../events/conditions/money';

/**
 * A schedule template as its editor holds it (issue 30): each line a share of the fee or a fixed
 * amount, as typed. Its amounts are in the deal's currency, whichever it is: typed like euros.
 */
export type ShareKind = 'percent' | 'amount';

export interface LineDraft {
  label: string;
  kind: ShareKind;
  value: Amount;
  due: PaymentDueRule;
  days: Amount;
  direction: PaymentDirection;
}

export interface TemplateDraft {
  empresaId: number | undefined;
  name: string;
  lines: LineDraft[];
}

export const newLine = (direction: PaymentDirection): LineDraft => ({
  label: '',
  kind: 'percent',
  value: '',
  due: 'signing',
  days: 0,
  direction,
});

/** What the editor opens with: `template` as it is, or one line we pay at signing. */
export const draftOf = (template?: TemplateOutput): TemplateDraft =>
  template
    ? {
        empresaId: template.empresaId,
        name: template.name,
        lines: template.lines.map((line) => ({
          label: line.label,
          kind: line.percent === null ? 'amount' : 'percent',
          value: line.percent ?? eurosOf(line.amount ?? 0),
          due: line.due,
          days: line.days,
          direction: line.direction,
        })),
      }
    : { empresaId: undefined, name: '', lines: [newLine('payable')] };

/** What is wrong with a line as typed, by field: the message's key. */
export interface LineIssues {
  label?: MessageKey;
  value?: MessageKey;
  days?: MessageKey;
}

export interface DraftIssues {
  empresaId?: MessageKey;
  name?: MessageKey;
  lines: LineIssues[];
  /** A direction's shares over the whole fee. */
  shares?: MessageKey;
}

function lineIssuesOf(line: LineDraft): LineIssues {
  const value = numberOf(line.value);
  const days = numberOf(line.days);
  const issues: LineIssues = {};
  if (line.label.trim() === '') issues.label = 'payments.templates.issue.label';
  if (value === null || value <= 0) issues.value = 'payments.templates.issue.value';
  else if (line.kind === 'percent' && value > 100) issues.value = 'payments.templates.issue.percent';
  if (
    line.due === 'days_from_show' &&
    (days === null || !Number.isInteger(days) || Math.abs(days) > MAX_DAYS_FROM_SHOW)
  ) {
    issues.days = 'payments.templates.issue.days';
  }
  return issues;
}

/** The line as the server takes it (a value not typed yet counts as nothing). */
const lineInputOf = (line: LineDraft) => {
  const value = numberOf(line.value) ?? 0;
  return {
    label: line.label.trim(),
    percent: line.kind === 'percent' ? value : null,
    amount: line.kind === 'amount' ? (centsOf(value) ?? 0) : null,
    due: line.due,
    days: line.due === 'days_from_show' ? (numberOf(line.days) ?? 0) : 0,
    direction: line.direction,
  };
};

/** What the server would refuse, said before it is asked: the same rules, each direction up to 100 %. */
export function issuesOf(draft: TemplateDraft): DraftIssues {
  const lines = draft.lines.map(lineIssuesOf);
  return {
    ...(draft.empresaId === undefined ? { empresaId: 'payments.templates.issue.company' } : {}),
    ...(draft.name.trim() === '' ? { name: 'payments.templates.issue.name' } : {}),
    lines,
    ...(directionsOverHundred(draft.lines.map(lineInputOf)).length > 0
      ? { shares: 'payments.rule.percentTotal' }
      : {}),
  };
}

export const hasIssues = (issues: DraftIssues): boolean =>
  issues.empresaId !== undefined ||
  issues.name !== undefined ||
  issues.shares !== undefined ||
  issues.lines.some((line) => Object.keys(line).length > 0);

/** The template as `payments.createTemplate` and `updateTemplate` take it. */
export const inputOf = (draft: TemplateDraft) => ({
  empresaId: draft.empresaId ?? 0,
  name: draft.name.trim(),
  lines: draft.lines.map(lineInputOf),
});
