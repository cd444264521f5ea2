/**
 * One feature's messages in both languages, kept next to the feature and spread into es.ts and
 * en.ts; English must have exactly the Spanish keys (the type refuses a missing or an extra one).
 */
export const defineMessages = <const K extends string>(messages: {
  es: Record<K, string>;
  en: Record<NoInfer<K>, string>;
}) => messages;
