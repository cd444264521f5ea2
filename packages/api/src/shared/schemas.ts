import { z } from 'zod';
import { id } from './row-id';
import { nameText } from './text';

/** The name of a master, an event or a template: what people find and tell it apart by. */
export const recordName = nameText(200).min(1);

/** One row, by its id. */
export const idInput = z.strictObject({ id });

/** The answer of a change that has nothing else to say. */
export const okOutput = z.object({ ok: z.literal(true) });

export const byNameInput = z.strictObject({ name: recordName });

/** Whether `value` is free as a name, the row being edited (`excludeId`) left out. */
export const checkNameInput = z.strictObject({
  value: recordName,
  excludeId: id.optional(),
});
export const checkNameOutput = z.object({ available: z.boolean() });

/** A calendar day `YYYY-MM-DD` that PostgreSQL takes as a `date`. */
export const calendarDay = z.iso.date().refine((value) => value >= '1900-01-01' && value <= '2999-12-31', {
  error: 'Fecha fuera de rango',
});

/** A wall-clock time `HH:MM` (24 h). */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora debe ser HH:MM');
