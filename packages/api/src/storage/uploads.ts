/** What an upload may be. A module without imports, so the web app checks the very same limits. */

/** Largest file one upload may carry: 10 MiB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Largest annex of a contract: 20 MiB. */
export const MAX_ANNEX_BYTES = 20 * 1024 * 1024;
/** Largest poster of an event: 25 MiB (a print-ready poster is big). */
export const MAX_POSTER_BYTES = 25 * 1024 * 1024;

/** Most files one upload may carry. */
export const MAX_FILES = 10;

/** The image types uploads may have, with the content type each is served with. */
export const imageTypes = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type ImageType = keyof typeof imageTypes;

/** The types a certificate may be, with the content type each is stored and served with. */
export const certificateTypes = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;
export type CertificateType = keyof typeof certificateTypes;

/** The image groups of a company (spec §3 Images). */
export const imageGroups = ['principal', 'secundario', 'pie'] as const;
export type ImageGroup = (typeof imageGroups)[number];
