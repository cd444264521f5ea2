import type { DraftsSpec } from './drafts';
import type { Party } from './emails';

/** What the person edits of a contract: its body. */
export interface ContractDraft {
  body: string;
}

/** The fields of a contract the tab reads (the API's `EventContract`). */
export interface ContractRow extends ContractDraft {
  subType: Party;
  version: number | null;
}

export const contractSpec = <Row extends ContractRow & { annex: unknown; linkShare: unknown }>(): DraftsSpec<
  Row,
  ContractDraft
> => ({
  keyOf: (row) => row.subType,
  draftOf: (row) => ({ body: row.body }),
  sameDraft: (a, b) => a.body === b.body,
  live: ['annex', 'linkShare'],
});

/** What a save of the contract sends: its party, the body, and the version read (none for one never stored). */
export const contractSaveInput = (row: ContractRow, draft: ContractDraft) => ({
  subType: row.subType,
  body: draft.body,
  ...(row.version === null ? {} : { version: row.version }),
});

/** The share link's days: 30 unless chosen, 1 to 90 (the server's bounds). */
export const LINK_DAYS = { min: 1, max: 90, default: 30 } as const;

/** A file size as people read it: "512 KB", "3,4 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / 1024 / 1024, 1)} MB`;
}
