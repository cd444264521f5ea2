/**
 * A feature keeps its messages next to it, one file a locale: `x.messages.es.ts` holds the Spanish
 * texts (their keys are the keys), `x.messages.en.ts` the same keys in English, typed
 * `Translation<typeof es>` so that a missing or an extra key does not compile. es.features.ts and
 * en.features.ts spread them: the staff pages' and the counterparty form's messages; es.ts and en.ts
 * hold those every page shows, the sign-in's among them. Each is a chunk of its own that only a page
 * in that locale loads (index.ts).
 */
export type Translation<Source> = { readonly [K in keyof Source]: string };
