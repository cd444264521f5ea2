/** The ledger's filters that the browser offers too (`public.ts`). */

/** Which lines the receivables and payables view lists: unpaid (the default), past due unpaid, paid, or all. */
export const ledgerStatuses = ['open', 'overdue', 'paid', 'all'] as const;
export type LedgerStatus = (typeof ledgerStatuses)[number];

/** The most lines one page of the view or one export holds. */
export const MAX_LEDGER_ROWS = 5_000;
