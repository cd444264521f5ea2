import { z } from 'zod';
import { ruleMessages } from './rule-messages';

/**
 * PostgreSQL stores neither the NUL character (text refuses it) nor half of a surrogate pair (a
 * JSON column refuses its escape): such a text is refused here rather than failing in the database.
 */
export const isStorable = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);
export const NOT_STORABLE_MESSAGE = ruleMessages['masters.rule.badCharacters'].es;

/**
 * The bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069)
 * and the marks (U+200E, U+200F, U+061C). They change the order a name is shown in without being
 * seen (`Gira \u202E3202` shows as «Gira 2023»); Arabic and Hebrew letters need none of them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

const storable = (text: z.ZodString, max: number) =>
  text.trim().max(max).refine(isStorable, { error: NOT_STORABLE_MESSAGE });

/** Trimmed text of at most `max` characters that the database can store. */
export const plainText = (max: number) => storable(z.string(), max);

/** A name (of a record or a person): plain text with the bidirectional controls taken out. */
export const nameText = (max: number) => storable(z.string().overwrite(withoutBidiControls), max);
