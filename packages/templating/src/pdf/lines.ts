import type { Face } from './fonts';

/** A stretch of text in one face; a word may be several pieces (`con<b>trato</b>`). `link`: the address it opens. */
export type Piece = {
  text: string;
  face: Face;
  size: number;
  underline: boolean;
  width: number;
  link?: string;
};
/** A paragraph's text in one face and style, as the layout hands it to `wordsOf`. */
export type TextRun = { text: string; face: Face; underline: boolean; link?: string };
/** `space`: the width of the space after the word, 0 when the word ends its paragraph or line. */
export type Word = { pieces: Piece[]; width: number; space: number };
/** `ragged`: the last line of a paragraph or one ended by `<br>`, never stretched. */
export type Line = { words: Word[]; width: number; ragged: boolean };
export type LineBreak = 'break';

export const piece = (text: string, face: Face, size: number, underline: boolean, link?: string): Piece => ({
  text,
  face,
  size,
  underline,
  width: face.width(text) * size,
  ...(link ? { link } : {}),
});

/** Cuts a word wider than the line between characters (no hyphen: a contract must not gain one). */
function splitWord(word: Word, maxWidth: number): Word[] {
  const parts: Word[] = [];
  let current: Piece[] = [];
  let width = 0;
  for (const { text, face, size, underline, link } of word.pieces) {
    let start = 0;
    for (let end = 1; end <= text.length; end++) {
      const next = piece(text.slice(start, end), face, size, underline, link);
      if (width + next.width > maxWidth && (current.length > 0 || end - start > 1)) {
        const last = piece(text.slice(start, end - 1), face, size, underline, link);
        if (last.text) current.push(last);
        parts.push({ pieces: current, width: width + last.width, space: 0 });
        current = [];
        width = 0;
        start = end - 1;
      }
    }
    const rest = piece(text.slice(start), face, size, underline, link);
    if (rest.text) {
      current.push(rest);
      width += rest.width;
    }
  }
  parts.push({ pieces: current, width, space: word.space });
  return parts;
}

/**
 * Greedy line filling: as many words as fit, breaking only between words. Justification then
 * spreads the rest of the line over its spaces.
 */
export function breakLines(words: (Word | LineBreak)[], maxWidth: number): Line[] {
  const lines: Line[] = [];
  let current: Word[] = [];
  let width = 0;
  const end = (ragged: boolean) => {
    lines.push({ words: current, width, ragged });
    current = [];
    width = 0;
  };
  for (const item of words) {
    if (item === 'break') {
      end(true);
      continue;
    }
    for (const word of item.width > maxWidth ? splitWord(item, maxWidth) : [item]) {
      const previous = current.at(-1);
      const added = previous ? previous.space + word.width : word.width;
      if (previous && width + added > maxWidth) {
        end(false);
        width = word.width;
      } else {
        width += added;
      }
      current.push(word);
    }
  }
  if (current.length > 0 || lines.length === 0) end(true);
  return lines;
}

/** The words of a paragraph's runs: pieces joined until a space, `<br>` kept as a break. */
export function wordsOf(runs: (TextRun | LineBreak)[], size: number): (Word | LineBreak)[] {
  const words: (Word | LineBreak)[] = [];
  let pieces: Piece[] = [];
  const close = (space: number) => {
    if (pieces.length === 0) return;
    words.push({ pieces, width: pieces.reduce((sum, p) => sum + p.width, 0), space });
    pieces = [];
  };
  for (const run of runs) {
    if (run === 'break') {
      close(0);
      words.push('break');
      continue;
    }
    run.text.split(' ').forEach((text, index) => {
      if (index > 0) close(run.face.width(' ') * size);
      if (text) pieces.push(piece(text, run.face, size, run.underline, run.link));
    });
  }
  close(0);
  return words;
}
