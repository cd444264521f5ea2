import { describe, expect, it } from 'vitest';
import { certificateType, servedType } from './file-type';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a certificate is taken by its bytes, whatever its name', () => {
  it('takes a PDF, a PNG and a JPEG', () => {
    expect(certificateType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(certificateType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(certificateType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
  });

  it('refuses an HTML page, an SVG, a WebP, an empty file and a PDF marker not at the start', () => {
    expect(certificateType(bytes('<!doctype html><title>cert.pdf</title>'))).toBeNull();
    expect(certificateType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(certificateType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(certificateType(new Uint8Array())).toBeNull();
    expect(certificateType(bytes('<html>%PDF-1.4'))).toBeNull();
  });
});

describe('a stored file is served as what its bytes are', () => {
  it('a PDF and an image as such, anything else as plain bytes', () => {
    expect(servedType(bytes('%PDF-1.7\n'))).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
    expect(servedType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toEqual({
      contentType: 'image/webp',
      extension: 'webp',
    });
    expect(servedType(bytes('<!doctype html><script>alert(1)</script>'))).toEqual({
      contentType: 'application/octet-stream',
      extension: 'bin',
    });
  });
});
