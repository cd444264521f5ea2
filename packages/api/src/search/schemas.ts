import { z } from 'zod';
import { type MasterKey, masterSchemas } from '../masters/public';
import { plainText } from '../shared/text';

/** Results of one group the palette shows at most. */
export const PALETTE_GROUP_LIMIT = 8;

export const paletteInput = z.object({ q: plainText(100).min(1) });
export type PaletteInput = z.infer<typeof paletteInput>;

export const paletteEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string().nullable(),
  artist: z.string().nullable(),
  hall: z.string().nullable(),
  city: z.string().nullable(),
});
export type PaletteEvent = z.infer<typeof paletteEvent>;

export const paletteMaster = z.object({
  kind: z.enum(Object.keys(masterSchemas) as MasterKey[]),
  id: z.number().int(),
  name: z.string(),
});
export type PaletteMaster = z.infer<typeof paletteMaster>;

/** The groups the caller's role may see; a group it may not see is always empty. */
export const paletteOutput = z.object({
  events: z.array(paletteEvent).max(PALETTE_GROUP_LIMIT),
  masters: z.array(paletteMaster).max(PALETTE_GROUP_LIMIT),
});
export type PaletteOutput = z.infer<typeof paletteOutput>;
