/** What the details form holds; the phone as typed, '' for none. */
export interface DetailsValues {
  email: string;
  phone: string;
}

/** A new email (any case is the same mailbox): it waits for its link, and the old address is told. */
export const emailChanged = (saved: { email: string }, values: { email: string }): boolean =>
  saved.email.trim().toLowerCase() !== values.email.trim().toLowerCase();

/** The server asks for the current password before a new email or phone (so a stolen session cannot take the account). */
export const asksForPassword = (saved: DetailsValues, values: DetailsValues): boolean =>
  emailChanged(saved, values) || saved.phone.replace(/\s/g, '') !== values.phone.replace(/\s/g, '');
