import { parseDocument } from 'htmlparser2';

/**
 * The HTML a rendered contract template produces (the subset a Tiptap editor emits), read into
 * blocks the typesetter lays out. A page break is written `<hr data-page-break>`: any other HTML
 * viewer (an email, the editor) still shows it as a rule.
 */

/** `link`: the web address its text opens (an `<a href>`), when it has one. */
export type Style = { bold: boolean; italic: boolean; underline: boolean; link?: string };
export type Align = 'left' | 'center' | 'right' | 'justify';
export type Run = { text: string; style: Style } | { lineBreak: true };
/** `widths`: per column spanned, the width in pixels the editor set (Tiptap's `colwidth`), if any. */
export type Cell = { colspan: number; header: boolean; widths: (number | null)[]; blocks: Block[] };
export type Block =
  | { kind: 'paragraph'; level: 0 | 1 | 2 | 3; align: Align; runs: Run[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'table'; rows: Cell[][] }
  | { kind: 'image'; src: string; width: number | null; height: number | null }
  | { kind: 'pageBreak' }
  | { kind: 'rule' };

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, { name: string; attribs: Record<string, string> }>;

export const plain: Style = { bold: false, italic: false, underline: false };
const headings: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3 };
const styleTags: Record<string, Partial<Style>> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italic: true },
  i: { italic: true },
  u: { underline: true },
};

/** Elements whose content a browser does not show (pasted from a web page or a word processor). */
const unseen = new Set(['head', 'script', 'style', 'template', 'title']);

/** The longest address a link keeps; a longer one prints as text alone. */
const MAX_LINK = 2000;

const isElement = (node: Node): node is Element => 'name' in node && 'attribs' in node;

function alignOf(element: Element): Align {
  const align = /text-align:\s*(left|center|right|justify)/.exec(element.attribs.style ?? '')?.[1];
  return (align as Align | undefined) ?? 'justify';
}

/** An `<a href>`'s address when it is a web page's (http or https), written as a PDF link keeps it. */
function webLink(href: string | undefined): string | undefined {
  if (!href || href.length > MAX_LINK) return undefined;
  try {
    const url = new URL(href);
    // a PDF string ends at an unpaired parenthesis: written escaped, the address is the same
    const escaped = url.href.replace(/[()\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? escaped : undefined;
  } catch {
    return undefined;
  }
}

function pixels(value: string | undefined): number | null {
  const number = Number.parseFloat(value ?? '');
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** Collects blocks; inline content between block elements becomes an implicit paragraph. */
class BlockWriter {
  readonly blocks: Block[] = [];
  private runs: Run[] = [];

  constructor(private readonly base: Style) {}

  inline(nodes: Node[], style: Style): void {
    for (const node of nodes) {
      if (node.type === 'text' && 'data' in node) {
        this.runs.push({ text: node.data.normalize('NFC').replace(/[ \t\n\r\f]+/g, ' '), style });
      } else if (isElement(node)) {
        this.element(node, style);
      }
    }
  }

  private element(element: Element, style: Style): void {
    const styled = styleTags[element.name];
    const level = headings[element.name];
    const block = blockOf(element, this.base);
    const link = element.name === 'a' ? webLink(element.attribs.href) : undefined;
    if (unseen.has(element.name)) return;
    if (styled) this.inline(element.children, { ...style, ...styled });
    else if (element.name === 'br') this.runs.push({ lineBreak: true });
    else if (link) this.inline(element.children, { ...style, link });
    else if (block) this.push(block);
    else if (level !== undefined || element.name === 'p') {
      this.flush('justify');
      this.inline(element.children, level === undefined ? style : { ...style, bold: true });
      this.flush(alignOf(element), level ?? 0, true);
    }
    // div, span, an `a` to no web page, blockquote, section and the like: their content counts, the tag does not.
    else this.inline(element.children, style);
  }

  private push(block: Block): void {
    this.flush('justify');
    this.blocks.push(block);
  }

  /** Ends the paragraph being collected; `keepEmpty` keeps an empty `<p></p>` as a blank line. */
  flush(align: Align, level: 0 | 1 | 2 | 3 = 0, keepEmpty = false): void {
    const runs = trimRuns(this.runs);
    this.runs = [];
    if (runs.length > 0 || keepEmpty) this.blocks.push({ kind: 'paragraph', level, align, runs });
  }
}

/** Drops the spaces HTML would not show: at the start and end of a paragraph and around breaks. */
function trimRuns(runs: Run[]): Run[] {
  const trimmed = runs.map((run, index) => {
    if ('lineBreak' in run) return run;
    const previous = runs[index - 1];
    const next = runs[index + 1];
    let text = run.text;
    if (!previous || 'lineBreak' in previous || previous.text.endsWith(' ')) text = text.replace(/^ /, '');
    if (!next || 'lineBreak' in next) text = text.replace(/ $/, '');
    return { ...run, text };
  });
  return trimmed.filter((run) => 'lineBreak' in run || run.text !== '');
}

/** The elements that are blocks of their own, not paragraphs. */
function blockOf(element: Element, base: Style): Block | null {
  switch (element.name) {
    case 'img':
      return {
        kind: 'image',
        src: element.attribs.src ?? '',
        width: pixels(element.attribs.width),
        height: pixels(element.attribs.height),
      };
    case 'hr':
      return { kind: element.attribs['data-page-break'] === undefined ? 'rule' : 'pageBreak' };
    case 'ul':
    case 'ol':
      return listOf(element, base);
    case 'table':
      return { kind: 'table', rows: rowsOf(element, base) };
    default:
      return null;
  }
}

function blocksOf(nodes: Node[], base: Style): Block[] {
  const writer = new BlockWriter(base);
  writer.inline(nodes, base);
  writer.flush('justify');
  return writer.blocks;
}

function childElements(element: Element, names: string[]): Element[] {
  return element.children.filter(isElement).flatMap((child) => {
    if (names.includes(child.name)) return [child];
    // thead, tbody and tfoot only group rows.
    return ['thead', 'tbody', 'tfoot'].includes(child.name) ? childElements(child, names) : [];
  });
}

function listOf(element: Element, base: Style): Block {
  return {
    kind: 'list',
    ordered: element.name === 'ol',
    start: Number.parseInt(element.attribs.start ?? '1', 10) || 1,
    items: childElements(element, ['li']).map((item) => blocksOf(item.children, base)),
  };
}

function cellOf(cell: Element, base: Style): Cell {
  const colspan = Math.max(1, Number.parseInt(cell.attribs.colspan ?? '1', 10) || 1);
  const widths = (cell.attribs.colwidth ?? '').split(',');
  return {
    colspan,
    header: cell.name === 'th',
    widths: Array.from({ length: colspan }, (_, i) => pixels(widths[i])),
    blocks: blocksOf(cell.children, cell.name === 'th' ? { ...base, bold: true } : base),
  };
}

function rowsOf(table: Element, base: Style): Cell[][] {
  return childElements(table, ['tr'])
    .map((row) => childElements(row, ['td', 'th']).map((cell) => cellOf(cell, base)))
    .filter((row) => row.length > 0);
}

/** Reads the HTML of a rendered contract into blocks. */
export function readContractHtml(html: string): Block[] {
  return blocksOf(parseDocument(html).children, plain);
}

/** Every block, those inside lists and table cells too. */
export function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'list') return [block, ...block.items.flatMap(allBlocks)];
    if (block.kind === 'table')
      return [block, ...block.rows.flatMap((row) => row.flatMap((cell) => allBlocks(cell.blocks)))];
    return [block];
  });
}

/** The text the blocks print, run after run. */
export const textOf = (blocks: Block[]): string =>
  allBlocks(blocks)
    .flatMap((block) =>
      block.kind === 'paragraph' ? block.runs.map((run) => ('text' in run ? run.text : '')) : [],
    )
    .join('');
