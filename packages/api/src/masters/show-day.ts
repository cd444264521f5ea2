import { z } from 'zod';
import { type RuleMessageKey, ruleMessages } from '../shared/rule-messages';

/**
 * The day of a show as the office plans it, counted from the event's start time (issue 28): the
 * crew arrives six hours before, loads in half an hour later, sound-checks for an hour up to three
 * hours before, the doors open an hour before, the show lasts ninety minutes when the event gives
 * no duration, and the backstage empties an hour after the end. A company may have its own minutes
 * (the companies master); each it leaves empty is this one.
 */
export const showDaySchedule = {
  arrivalTimeBefore: 360,
  assemblyStartBefore: 330,
  startSoundTestBefore: 240,
  endSoundTestBefore: 180,
  aperturaPuertasBefore: 60,
  showMinutes: 90,
  backstageExitAfter: 60,
} as const;

export type ShowDayField = keyof typeof showDaySchedule;
export type ShowDaySchedule = Record<ShowDayField, number>;
export const showDayFields = Object.keys(showDaySchedule) as ShowDayField[];

/** A company's own minutes as stored: null where it keeps the office's. */
export type CompanyShowDay = Partial<Record<ShowDayField, number | null>>;

const minutes = (min: number, max: number, message: RuleMessageKey) =>
  z
    .number({ error: ruleMessages[message].es })
    .int({ error: ruleMessages[message].es })
    .min(min, { error: ruleMessages[message].es })
    .max(max, { error: ruleMessages[message].es })
    .nullable()
    .optional();

/** Whole minutes: up to 48 hours before the start, a show of a minute to a day, a backstage emptied within a day. */
export const showDayInputs = {
  arrivalTimeBefore: minutes(0, 2880, 'masters.rule.minutesBefore'),
  assemblyStartBefore: minutes(0, 2880, 'masters.rule.minutesBefore'),
  startSoundTestBefore: minutes(0, 2880, 'masters.rule.minutesBefore'),
  endSoundTestBefore: minutes(0, 2880, 'masters.rule.minutesBefore'),
  aperturaPuertasBefore: minutes(0, 2880, 'masters.rule.minutesBefore'),
  showMinutes: minutes(1, 1440, 'masters.rule.showMinutes'),
  backstageExitAfter: minutes(0, 1440, 'masters.rule.backstageMinutes'),
} satisfies Record<ShowDayField, z.ZodType>;

/** The schedule a company's events are worked out by: its own minutes, the office's where it has none. */
export function scheduleOf(company: CompanyShowDay | null | undefined): ShowDaySchedule {
  return Object.fromEntries(
    showDayFields.map((field) => [field, company?.[field] ?? showDaySchedule[field]]),
  ) as ShowDaySchedule;
}

/**
 * The steps in the order they happen, each with the rule it keeps against the one before:
 * arrival ≤ load-in ≤ sound check start < sound check end ≤ doors (≤ start, as no step is after it).
 */
const order = [
  {
    field: 'assemblyStartBefore',
    after: 'arrivalTimeBefore',
    strict: false,
    message: 'masters.rule.assemblyAfterArrival',
  },
  {
    field: 'startSoundTestBefore',
    after: 'assemblyStartBefore',
    strict: false,
    message: 'masters.rule.soundCheckAfterAssembly',
  },
  {
    field: 'endSoundTestBefore',
    after: 'startSoundTestBefore',
    strict: true,
    message: 'masters.rule.soundCheckEnds',
  },
  {
    field: 'aperturaPuertasBefore',
    after: 'endSoundTestBefore',
    strict: false,
    message: 'masters.rule.doorsAfterSoundCheck',
  },
] as const;

export interface ShowDayIssue {
  path: [ShowDayField];
  message: string;
}

/**
 * The steps out of order in `row` (a company's minutes, the office's where empty), each on the
 * later step's field, with a message that names both steps. A value that is no number is the
 * field rules' to refuse.
 */
export function showDayOrderIssues(row: Record<string, unknown>): ShowDayIssue[] {
  const own = Object.fromEntries(
    showDayFields.map((field) => [field, typeof row[field] === 'number' ? row[field] : null]),
  );
  const schedule = scheduleOf(own);
  return order
    .filter(({ field, after, strict }) =>
      strict ? schedule[field] >= schedule[after] : schedule[field] > schedule[after],
    )
    .map(({ field, message }) => ({ path: [field], message: ruleMessages[message].es }));
}

/** The schedule an event is worked out by, as `events.find` answers it. */
export const showDayScheduleOutput = z.object(
  Object.fromEntries(showDayFields.map((field) => [field, z.number().int()])) as Record<
    ShowDayField,
    z.ZodNumber
  >,
);
