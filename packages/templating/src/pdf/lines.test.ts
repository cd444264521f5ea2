import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedFaces, type Faces } from './fonts';
import { breakLines, type Line, wordsOf } from './lines';

let faces: Faces;
beforeAll(async () => {
  faces = await embedFaces(await PDFDocument.create(), '');
});

const size = 11;
const text = (line: Line) =>
  line.words.map((word) => word.pieces.map((piece) => piece.text).join('')).join(' ');
const words = (source: string) => wordsOf([{ text: source, face: faces.regular, underline: false }], size);
const clause =
  'La PROMOTORA se compromete a abonar al ARTISTA la cantidad de doce mil quinientos euros más el IVA ' +
  'correspondiente, mediante transferencia bancaria, con una antelación mínima de quince días.';

describe('breaking a paragraph into lines', () => {
  it('fills each line with as many whole words as fit, never cutting one', () => {
    const width = 200;
    const lines = breakLines(words(clause), width);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map(text).join(' ')).toBe(clause);
    lines.forEach((line, index) => {
      expect(line.width).toBeLessThanOrEqual(width);
      const next = lines[index + 1]?.words[0];
      const last = line.words.at(-1);
      if (next && last) expect(line.width + last.space + next.width).toBeGreaterThan(width);
    });
    expect(lines.map((line) => line.ragged)).toEqual([...lines.slice(1).map(() => false), true]);
  });

  it('keeps a word written in several styles together', () => {
    const split = wordsOf(
      [
        { text: 'el con', face: faces.regular, underline: false },
        { text: 'trato', face: faces.bold, underline: false },
        { text: ' firmado', face: faces.regular, underline: false },
      ],
      size,
    ).filter((word) => word !== 'break');
    expect(split.map((word) => word.pieces.map((piece) => piece.text))).toEqual([
      ['el'],
      ['con', 'trato'],
      ['firmado'],
    ]);
  });

  it('ends a line at <br> and leaves it unstretched', () => {
    const lines = breakLines([...words('Bilbao,'), 'break', ...words('a 2 de febrero')], 400);
    expect(lines.map((line) => [text(line), line.ragged])).toEqual([
      ['Bilbao,', true],
      ['a 2 de febrero', true],
    ]);
  });

  it('cuts a word longer than the line between characters, without adding a hyphen', () => {
    const address = 'https://conciertosdelnorte.es/contratos/2027/los-pinguinos-electricos/sala-nandu';
    const lines = breakLines(words(address), 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map(text).join('')).toBe(address);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120);
  });
});
