import { describe, expect, it } from 'vitest';
import { draftOf, hasIssues, inputOf, issuesOf, newLine } from './template-draft';

describe('a schedule template as typed', () => {
  const draft = {
    empresaId: 1,
    name: 'Reserva y resto',
    lines: [
      { ...newLine('receivable'), label: 'Reserva', kind: 'amount' as const, value: 1000.5 },
      { ...newLine('receivable'), label: 'Resto', value: 100, due: 'days_from_show' as const, days: -7 },
      { ...newLine('payable'), label: 'Artista', value: 100 },
    ],
  };

  it('is sent as the server takes it: a fixed amount in cents, days only when counted from the show', () => {
    expect(hasIssues(issuesOf(draft))).toBe(false);
    expect(inputOf(draft).lines).toEqual([
      { label: 'Reserva', percent: null, amount: 100_050, due: 'signing', days: 0, direction: 'receivable' },
      {
        label: 'Resto',
        percent: 100,
        amount: null,
        due: 'days_from_show',
        days: -7,
        direction: 'receivable',
      },
      { label: 'Artista', percent: 100, amount: null, due: 'signing', days: 0, direction: 'payable' },
    ]);
    expect(draftOf({ id: 1, version: 1, empresaName: 'Bolo', ...inputOf(draft) })).toEqual(draft);
  });

  it('says what is missing, and a direction’s shares over the whole fee', () => {
    const over = { ...draft, lines: [...draft.lines, { ...newLine('payable'), label: 'Más', value: 0.01 }] };
    expect(issuesOf(over).shares).toBe('payments.rule.percentTotal');
    const empty = issuesOf({ empresaId: undefined, name: ' ', lines: [newLine('payable')] });
    expect(empty).toEqual({
      empresaId: 'payments.templates.issue.company',
      name: 'payments.templates.issue.name',
      lines: [{ label: 'payments.templates.issue.label', value: 'payments.templates.issue.value' }],
    });
  });
});
