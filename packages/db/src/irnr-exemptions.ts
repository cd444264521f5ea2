/**
 * Why no IRNR was withheld from a non-resident artist's invoice (`event_received_invoices.irnr_exemption`):
 * none (the IRNR was withheld), a double-taxation treaty, or an exemption of the law for residents of
 * the EU. Without database imports, so the browser's forms use the same list.
 */
export const irnrExemptions = ['none', 'treaty', 'eu_exempt'] as const;
export type IrnrExemption = (typeof irnrExemptions)[number];
