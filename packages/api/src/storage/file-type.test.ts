import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];

describe('telling a file type from its first bytes', () => {
  it('knows PNG, JPEG and WebP by their magic numbers', () => {
    expect(sniffFileType(bytes(PNG, 'IHDR'))).toBe('png');
    expect(sniffFileType(bytes(JPEG, 'JFIF'))).toBe('jpeg');
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('finds an SVG behind a byte-order mark, an XML prolog, comments or a doctype, in any case', () => {
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffFileType(bytes([0xef, 0xbb, 0xbf], '  \n<?xml version="1.0"?>\n<SVG>'))).toBe('svg');
    expect(
      sniffFileType(bytes('<!-- logo --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg/>')),
    ).toBe('svg');
  });

  it('does not take a name or a partial signature for the type', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n%âãÏÓ logo.png'))).toBe('unknown');
    expect(sniffFileType(bytes('GIF89a'))).toBe('unknown');
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('unknown');
    expect(sniffFileType(bytes(PNG.slice(0, 7)))).toBe('unknown');
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBe('unknown');
    expect(sniffFileType(bytes('<html><body>svg</body></html>'))).toBe('unknown');
    expect(sniffFileType(new Uint8Array())).toBe('unknown');
  });
});
