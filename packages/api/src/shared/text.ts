import { z } from 'zod';
import { ruleMessages } from './rule-messages';

/**
 * PostgreSQL stores neither the NUL character (text refuses it) nor half of a surrogate pair (a
 * JSON column refuses its escape): such a text is refused here rather than failing in the database.
 */
export const isStorable = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);
export const NOT_STORABLE_MESSAGE = ruleMessages['masters.rule.badCharacters'].es;

/** Trimmed text of at most `max` characters that the database can store. */
export const plainText = (max: number) =>
  z.string().trim().max(max).refine(isStorable, { error: NOT_STORABLE_MESSAGE });
