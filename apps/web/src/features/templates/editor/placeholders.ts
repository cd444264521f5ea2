/**
 * Between a template as stored (HTML with `{{…}}` placeholders in its text) and as the editor
 * holds it (each variable of the catalogue a chip). A chip is a `<span data-variable="…">` whose
 * attribute is the placeholder exactly as written, so a body read and saved again is the same text.
 * Everything else — blocks (`{{#each …}}`, `{{/if}}`), the fields of a row inside `#each`, a name the
 * catalogue does not have — stays text that can be edited, and the live check speaks about it.
 */

/** What the catalogue offers: its `group.field` paths, and the helpers the picker wraps them in. */
export interface ChipCatalogue {
  isVariable: (path: string) => boolean;
  isHelper: (name: string) => boolean;
}

/** A variable's placeholder read: `{{fecha infoGeneral.date "largo"}}` is helper, path and arguments. */
export interface Placeholder {
  helper: string | null;
  path: string;
  args: string[];
}

const NAME = '[A-Za-z_][\\w]*';
const ARG = `"[^"]*"|'[^']*'|-?\\d+(?:\\.\\d+)?|true|false`;
const EXPRESSION = new RegExp(`^\\s*(?:(${NAME})\\s+)?(${NAME}\\.${NAME})((?:\\s+(?:${ARG}))*)\\s*$`);
const ARGS = new RegExp(ARG, 'g');
/** `{{…}}` that is neither part of `{{{…}}}` nor holds a brace. */
const MUSTACHE = /(?<!\{)\{\{(?!\{)([^{}]*)\}\}(?!\})/g;

/** The variable a mustache's inside names, or null when it is something else (a block, a row field). */
export function readPlaceholder(inside: string): Placeholder | null {
  const match = EXPRESSION.exec(inside);
  if (!match?.[2]) return null;
  return { helper: match[1] ?? null, path: match[2], args: match[3]?.match(ARGS) ?? [] };
}

/** Whether `placeholder` (braces included) is a chip of `catalogue`. */
export function isChip(placeholder: string, catalogue: ChipCatalogue): boolean {
  const inside = /^\{\{([^{}]*)\}\}$/.exec(placeholder)?.[1];
  const read = inside === undefined ? null : readPlaceholder(inside);
  return (
    read !== null &&
    catalogue.isVariable(read.path) &&
    (read.helper === null || catalogue.isHelper(read.helper))
  );
}

export type Segment = { kind: 'text'; text: string } | { kind: 'chip'; placeholder: string };

/** Text cut into the runs between chips and the chips; joined again it is the same text. */
export function segmentsOf(text: string, catalogue: ChipCatalogue): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  for (const match of text.matchAll(MUSTACHE)) {
    const placeholder = match[0];
    if (!isChip(placeholder, catalogue)) continue;
    if (match.index > from) segments.push({ kind: 'text', text: text.slice(from, match.index) });
    segments.push({ kind: 'chip', placeholder });
    from = match.index + placeholder.length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' };
/** An attribute value as a browser writes it back (`&quot;`, `&amp;`, and `&lt;`, `&gt;` in newer ones). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

/** The chip element as the editor reads and writes it. */
export const chipHtml = (placeholder: string) =>
  `<span data-variable="${escapeAttribute(placeholder)}"></span>`;

/** Tags and comments, with quoted attribute values that may hold `>`: the rest of the HTML is text. */
const MARKUP = /<!--[\s\S]*?-->|<\/?[A-Za-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;

/** A stored body as the editor loads it: the variables in its text (never in its attributes) as chips. */
export function withChips(html: string, catalogue: ChipCatalogue): string {
  let out = '';
  let from = 0;
  const text = (run: string) =>
    segmentsOf(run, catalogue)
      .map((segment) => (segment.kind === 'text' ? segment.text : chipHtml(segment.placeholder)))
      .join('');
  for (const match of html.matchAll(MARKUP)) {
    out += text(html.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + text(html.slice(from));
}

const CHIP = /<span data-variable="([^"]*)"><\/span>/g;
/** The typesetter's page break (docs/decisions.md): the editor writes the attribute with `=""`. */
const PAGE_BREAK = /<hr data-page-break="">/g;

/** The editor's HTML as it is stored: each chip its placeholder, each page break `<hr data-page-break>`. */
export function withPlaceholders(html: string): string {
  return html
    .replace(CHIP, (_, placeholder: string) => decodeAttribute(placeholder))
    .replace(PAGE_BREAK, '<hr data-page-break>');
}
