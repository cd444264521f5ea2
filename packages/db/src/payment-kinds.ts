/**
 * The words of payments (issue 30): who pays, when a template's line falls due, how money moved.
 * A module without imports, so the web app offers the same lists.
 */

/** `receivable`: the party pays us (a promoter); `payable`: we pay the party (an artist). */
export const paymentDirections = ['receivable', 'payable'] as const;
export type PaymentDirection = (typeof paymentDirections)[number];

/** When a template's line falls due: the day the schedule is made (the deal signed), the show's day, or days from it. */
export const paymentDueRules = ['signing', 'show', 'days_from_show'] as const;
export type PaymentDueRule = (typeof paymentDueRules)[number];

export const paymentMethods = ['transfer', 'card', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The parties a schedule is made for, and the direction the money goes with each by default. */
export const paymentParties = { artista: 'payable', promotor: 'receivable' } as const;
export type PaymentParty = keyof typeof paymentParties;
export const paymentPartyKinds = Object.keys(paymentParties) as PaymentParty[];
