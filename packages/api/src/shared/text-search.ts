import { and, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchKey } from './search-key';
import { containsPattern } from './sql';

/** The words of a text already in `searchKey` form. */
export const wordsOf = (key: string): string[] => key.split(' ').filter(Boolean);

/**
 * The words of what was typed, without case or accents. A text search finds what holds every word,
 * each anywhere: "secretos sur" finds "Los Secretos del Sur".
 */
export const searchWords = (typed: string): string[] => wordsOf(searchKey(typed));

/** A word of fewer than three letters has no trigram for the index to look up (it would read the whole index). */
const isShort = (word: string) => word.length < 3;

/** What a word's condition compares with: the word itself for `strpos`, a contains pattern for LIKE. */
export const wordValue = (word: string): string => (isShort(word) ? word : containsPattern(word));

/** Which of the words are short: the conditions differ, so a prepared query is one per shape. */
export const wordsShape = (words: readonly string[]): string =>
  words.map((word) => (isShort(word) ? 's' : 'w')).join('');

/**
 * `column` holds `word`, compared with `value` (the word's `wordValue`, or a placeholder bound to
 * it). A long word goes through the trigram index; a short one only filters the rows the other
 * words or another index find.
 */
export const holdsWord = (
  column: PgColumn,
  word: string,
  value: string | SQLWrapper = wordValue(word),
): SQL => (isShort(word) ? sql`strpos(${column}, ${value}) > 0` : like(column, value));

/** `column` holds every word, the i-th compared with `values[i]` (the words' `wordValue` unless given). */
export const holdsEvery = (
  column: PgColumn,
  words: readonly string[],
  values: readonly (string | SQLWrapper)[] = words.map(wordValue),
): SQL | undefined => and(...words.map((word, i) => holdsWord(column, word, values[i])));
