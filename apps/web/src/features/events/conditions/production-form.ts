import type { AppRouter } from '@bolo/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export type ProductionRow = inferRouterOutputs<AppRouter>['events']['production']['list'][number];
type ProductionUpdate = inferRouterInputs<AppRouter>['events']['production']['update'];
/** Every field of the production conditions the tab edits and saves. */
export type ProductionValues = Required<Omit<ProductionUpdate, 'id' | 'version'>>;

/** Spec §3: the seven times of the day of the show, in the order they happen. */
export const productionTimes = [
  'arrivalTime',
  'assemblyStart',
  'startSoundTest',
  'endSoundTest',
  'showStart',
  'showEnd',
  'backstageExit',
] as const;

export type ProductionTime = (typeof productionTimes)[number];

/** The field of the day a time falls on (issue 28): 0 the show's day, −1 the day before, 1 the day after. */
export const dayFieldOf = (time: ProductionTime) => `${time}Day` as const;

/** Spec §3: what the show needs, each a yes/no with a description (the spec's spelling kept). */
export const productionNeeds = [
  'acommodation',
  'donwloadAccess',
  'backline',
  'catering',
  'transfer',
  'parking',
  'soundTest',
  'hospitality',
  'camerino',
  'merchandising',
] as const;
export type ProductionNeed = (typeof productionNeeds)[number];

export const descriptionOf = (need: ProductionNeed) => `${need}Description` as const;

/** Spec §9: a time nobody set is 00:00. */
const DEFAULT_TIME = '00:00';

/** The form's values: the stored conditions, or the defaults of conditions not written yet. */
export function productionValuesOf(row: Partial<ProductionValues> | null): ProductionValues {
  const times = productionTimes.flatMap((time) => [
    [time, row?.[time] ?? DEFAULT_TIME],
    [dayFieldOf(time), row?.[dayFieldOf(time)] ?? 0],
  ]);
  const needs = productionNeeds.flatMap((need) => [
    [need, row?.[need] ?? false],
    [descriptionOf(need), row?.[descriptionOf(need)] ?? ''],
  ]);
  // the entries name every time and its day, need and description above, each with its type
  return {
    ...Object.fromEntries([...times, ...needs]),
    observations: row?.observations ?? '',
    observaciones: row?.observaciones ?? '',
  } as ProductionValues;
}

const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** A time left blank (a time input gives '' when cleared) is required; the server takes HH:MM. */
export function productionErrors(values: ProductionValues, required: string): Record<string, string> {
  return Object.fromEntries(
    productionTimes.filter((time) => !isTime(values[time])).map((time) => [time, required]),
  );
}
