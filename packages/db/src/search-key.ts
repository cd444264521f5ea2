/**
 * The form of a name that searches and the uniqueness check compare: lower case, without accents
 * or diacritics, single spaces. "Sala Ñu  Álvarez" → "sala nu alvarez". Computed here rather than
 * with PostgreSQL's `unaccent`, so PGlite and PostgreSQL give the same results and the column can
 * carry a plain unique index and a trigram index.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
