/**
 * How an artist invoices (`artists.tax_person`): as a natural person (persona física) or through a
 * company (sociedad). Without database imports, so the browser's forms use the same list.
 */
export const taxPersons = ['natural', 'company'] as const;
export type TaxPerson = (typeof taxPersons)[number];
