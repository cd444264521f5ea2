import { useRef } from 'react';
import { randomUuid } from '../../../lib/random-id';
import type { EventContract, EventEmail } from './api';
import type { ContractDraft } from './contracts';
import type { EmailDraft } from './emails';
import type { DocumentsContext } from './use-document-drafts';

// What each documents tab hands its cards, apart from the tab so that a card does not import its tab.

/** What the contract cards share. */
export interface ContractsContext extends DocumentsContext<EventContract, ContractDraft> {
  /**
   * Reads the event's documents again after an annex or a share link changed: the server may have
   * stored a contract that was only generated, and a link fills the `linkShare` variables of the
   * documents that still follow their template; a new link voids the contract's open signing.
   */
  refresh: () => void;
}

/**
 * The request ids of sends: one per email (or per "send all") until it is queued, so a send
 * retried after a lost answer is queued once; an edit of the email starts a new one.
 */
export function useRequestIds() {
  const ids = useRef<Record<string, string>>({});
  return {
    of: (key: string) => {
      ids.current[key] ??= randomUuid();
      return ids.current[key];
    },
    forget: (key: string) => {
      delete ids.current[key];
    },
  };
}
export type RequestIds = ReturnType<typeof useRequestIds>;

/** What the department panels and the email cards share. */
export interface DepartmentContext extends DocumentsContext<EventEmail, EmailDraft> {
  requestIds: RequestIds;
  /** After a send: the list is read again, and keeps being read while the mail is on its way. */
  followDelivery: () => void;
}
