/**
 * Where a contract's signing stands (issue 31), in a module without imports so the web app words
 * the same states and steps: sent by the office, opened (viewed) and signed by
 * the party, then countersigned by the company, which makes the signed document (completed); or
 * declined by the party, past its expiry unsigned (expired), or voided (the contract was edited,
 * the office cancelled it or made another link).
 */
export const signingStates = [
  'sent',
  'viewed',
  'signed_by_party',
  'completed',
  'declined',
  'expired',
  'voided',
] as const;
export type SigningState = (typeof signingStates)[number];
/** The states a signing is still open in: one at a time per contract. */
export const openSigningStates = [
  'sent',
  'viewed',
  'signed_by_party',
] as const satisfies readonly SigningState[];

/** The states a signing waits for its party in: sent, or opened and not yet signed or declined. */
export const awaitingPartyStates = ['sent', 'viewed'] as const satisfies readonly SigningState[];

/** Why a signing was voided. */
export const signingVoidReasons = ['contract_edited', 'cancelled', 'link_replaced'] as const;
export type SigningVoidReason = (typeof signingVoidReasons)[number];

/** What a signing event records. */
export const signingActions = [
  'sent',
  'viewed',
  'reminded',
  'signed',
  'declined',
  'countersigned',
  'completed',
  'expired',
  'voided',
] as const;
export type SigningAction = (typeof signingActions)[number];
/** Who did it: the party on the link, the company's user in the app, or Bolo itself (reminders, expiry). */
export const signingActors = ['party', 'company', 'system'] as const;
export type SigningActor = (typeof signingActors)[number];

/** The company's signatory as the signing names them when it is sent (the master may change later). */
export interface SigningSignatory {
  name: string;
  dni: string | null;
  cargo: string | null;
}
