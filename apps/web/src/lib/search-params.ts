import { dayPattern } from './patterns';

// Plain functions rather than zod schemas: an address's search params are read in the entry
// chunk, which every page loads (the sign-in page among them), and zod would ride with it
// (decisions.md, issue 29). The day's pattern is zod's own, so a day means what the API takes.

/** Reads one search param: its value, or undefined when it is absent or bad (dropped, never an error). */
export type Param<T> = (value: unknown) => T | undefined;

/**
 * The search params of a page: every field optional, a bad one dropped, so a hand-edited address
 * never breaks it. A route names it in a const of its own: written inside the route's options, its
 * type is inferred from them and comes out as `{}`.
 */
export const searchOf =
  <Shape extends Record<string, Param<unknown>>>(shape: Shape) =>
  (search: Record<string, unknown>): Search<Shape> =>
    Object.fromEntries(
      Object.entries(shape).flatMap(([name, read]) => {
        const value = read(search[name]);
        return value === undefined ? [] : [[name, value]];
      }),
    ) as Search<Shape>;
type Search<Shape extends Record<string, Param<unknown>>> = { [K in keyof Shape]?: ReturnType<Shape[K]> };

/** One of `values`, the tab of a page with tabs for instance. */
export const oneOf =
  <const T extends readonly unknown[]>(values: T): Param<T[number]> =>
  (value) =>
    values.includes(value) ? value : undefined;

/** A whole number from `min` to `max`. */
export const wholeNumber =
  (min: number, max: number): Param<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

const serial = wholeNumber(1, 2_147_483_647);
/** A record's id (a database serial), written as a number or as digits. */
export const idParam: Param<number> = (value) =>
  serial(typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** A day, `YYYY-MM-DD`, that exists in the calendar. */
export const dayParam: Param<string> = (value) =>
  typeof value === 'string' && dayPattern.test(value) ? value : undefined;

/** A text of at most `max` characters, trimmed when `trimmed`; an empty one is none. */
export const textParam =
  (max: number, { trimmed = false } = {}): Param<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined;
    const text = trimmed ? value.trim() : value;
    return text.length <= max && (!trimmed || text !== '') ? text : undefined;
  };

/** A token from a mailed link. */
export const tokenParam = textParam(100, { trimmed: true });
