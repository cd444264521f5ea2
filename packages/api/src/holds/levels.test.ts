import { describe, expect, it } from 'vitest';
import {
  closedUpLevels,
  conflictsOf,
  daysOf,
  type LevelRun,
  newHoldRuns,
  nextLevel,
  overlaps,
  splitDays,
} from './levels';

/** The levels of each hold's runs of days. */
const levelsOf = (levels: Map<number, LevelRun[]>) =>
  Object.fromEntries([...levels].map(([id, runs]) => [id, runs.map((run) => run.level)]));

const day = (id: number, date: string, level: number) => ({
  id,
  dateFrom: date,
  dateTo: date,
  level,
  eventId: null,
});

describe('a hall’s queue of holds', () => {
  it('tells ranges that share a day', () => {
    expect(
      overlaps(
        { dateFrom: '2027-03-01', dateTo: '2027-03-03' },
        { dateFrom: '2027-03-03', dateTo: '2027-03-04' },
      ),
    ).toBe(true);
    expect(
      overlaps(
        { dateFrom: '2027-03-01', dateTo: '2027-03-02' },
        { dateFrom: '2027-03-03', dateTo: '2027-03-04' },
      ),
    ).toBe(false);
  });

  it('puts a new hold below those it shares a day with', () => {
    expect(nextLevel([])).toBe(1);
    expect(nextLevel([{ level: 1 }, { level: 3 }])).toBe(4);
  });

  it('closes up the levels of one day when a hold leaves, in their order', () => {
    const levels = closedUpLevels([
      day(7, '2027-03-01', 3),
      day(5, '2027-03-01', 2),
      day(9, '2027-03-01', 4),
    ]);
    expect(levelsOf(levels)).toEqual({ 5: [1], 7: [2], 9: [3] });
  });

  it('closes up a chain of ranges without a gap on any day', () => {
    // B (days 1–2) was 2nd behind A (day 1); C (day 2) 3rd behind B: A leaves
    const levels = closedUpLevels([
      { id: 2, dateFrom: '2027-03-01', dateTo: '2027-03-02', level: 2, eventId: null },
      { id: 3, dateFrom: '2027-03-02', dateTo: '2027-03-02', level: 3, eventId: null },
      day(4, '2027-03-05', 2),
    ]);
    expect(levelsOf(levels)).toEqual({ 2: [1], 3: [2], 4: [1] });
  });

  it('keeps the holds of a booked day behind it: none moves up to 1st there', () => {
    const booked = [{ id: 50, date: '2027-03-01' }];
    const levels = closedUpLevels(
      [day(5, '2027-03-01', 2), day(7, '2027-03-01', 3), day(9, '2027-03-02', 2)],
      booked,
    );
    expect(levelsOf(levels)).toEqual({ 5: [2], 7: [3], 9: [1] });
  });

  it('does not put a hold behind the draft it was made from, once that draft is booked', () => {
    const own = { ...day(5, '2027-03-01', 1), eventId: 50 };
    expect(levelsOf(closedUpLevels([own], [{ id: 50, date: '2027-03-01' }]))).toEqual({ 5: [1] });
  });
});

describe('a level on each day (issue 27)', () => {
  const range = (id: number, dateFrom: string, dateTo: string, level: number) => ({
    id,
    dateFrom,
    dateTo,
    level,
    eventId: null,
  });

  it('gives a new range the level of each of its days, in runs', () => {
    const active = [range(1, '2027-05-01', '2027-05-01', 1), range(2, '2027-05-01', '2027-05-01', 2)];
    expect(
      newHoldRuns({ dateFrom: '2027-05-01', dateTo: '2027-05-03', eventId: null }, active, [
        { id: 50, date: '2027-05-03' },
      ]),
    ).toEqual([
      { dateFrom: '2027-05-01', dateTo: '2027-05-01', level: 3 },
      { dateFrom: '2027-05-02', dateTo: '2027-05-02', level: 1 },
      { dateFrom: '2027-05-03', dateTo: '2027-05-03', level: 2 },
    ]);
  });

  it('moves up a range only on the days its 1st left, splitting it into runs', () => {
    // G held 1–3 May as 1st and H as 2nd; G released 2 May alone
    const levels = closedUpLevels([
      range(1, '2027-05-01', '2027-05-01', 1),
      range(3, '2027-05-03', '2027-05-03', 1),
      range(2, '2027-05-01', '2027-05-03', 2),
    ]);
    expect(levels.get(2)).toEqual([
      { dateFrom: '2027-05-01', dateTo: '2027-05-01', level: 2 },
      { dateFrom: '2027-05-02', dateTo: '2027-05-02', level: 1 },
      { dateFrom: '2027-05-03', dateTo: '2027-05-03', level: 2 },
    ]);
    expect(levelsOf(levels)).toMatchObject({ 1: [1], 3: [1] });
  });

  it('splits a hold into the days taken, each alone, and runs of the rest', () => {
    const hold = { dateFrom: '2027-05-01', dateTo: '2027-05-05', level: 1 };
    expect(splitDays(hold, new Set(['2027-05-02', '2027-05-03']))).toEqual([
      { dateFrom: '2027-05-01', dateTo: '2027-05-01', level: 1, taken: false },
      { dateFrom: '2027-05-02', dateTo: '2027-05-02', level: 1, taken: true },
      { dateFrom: '2027-05-03', dateTo: '2027-05-03', level: 1, taken: true },
      { dateFrom: '2027-05-04', dateTo: '2027-05-05', level: 1, taken: false },
    ]);
  });
});

describe('conflicts', () => {
  const march = { dateFrom: '2027-03-01', dateTo: '2027-03-31' };

  it('warns of an event and a hold on the same hall and day, and of two confirmed events', () => {
    const events = [
      { id: 1, hallId: 10, date: '2027-03-02', booked: false },
      { id: 2, hallId: 10, date: '2027-03-05', booked: true },
      { id: 3, hallId: 10, date: '2027-03-05', booked: true },
      { id: 4, hallId: 11, date: '2027-03-02', booked: true },
    ];
    const holds = [
      { id: 20, hallId: 10, dateFrom: '2027-03-01', dateTo: '2027-03-02', eventId: null },
      { id: 21, hallId: 12, dateFrom: '2027-03-02', dateTo: '2027-03-02', eventId: null },
    ];
    expect(conflictsOf(events, holds, march)).toEqual([
      { hallId: 10, date: '2027-03-02', kind: 'event_hold', eventIds: [1], holdIds: [20] },
      { hallId: 10, date: '2027-03-05', kind: 'confirmed_events', eventIds: [2, 3], holdIds: [] },
    ]);
  });

  it('warns of a hold on a day an event holds the hall as a booked date, apart from a draft', () => {
    const events = [
      { id: 1, hallId: 10, date: '2027-03-05', booked: true },
      { id: 2, hallId: 10, date: '2027-03-05', booked: false },
    ];
    const holds = [{ id: 20, hallId: 10, dateFrom: '2027-03-04', dateTo: '2027-03-06', eventId: null }];
    expect(conflictsOf(events, holds, march)).toEqual([
      { hallId: 10, date: '2027-03-05', kind: 'date_booked', eventIds: [1], holdIds: [20] },
      { hallId: 10, date: '2027-03-05', kind: 'event_hold', eventIds: [2], holdIds: [20] },
    ]);
  });

  it('does not warn of one confirmed event beside a draft, nor outside the range', () => {
    const events = [
      { id: 1, hallId: 10, date: '2027-03-05', booked: true },
      { id: 2, hallId: 10, date: '2027-03-05', booked: false },
      { id: 3, hallId: 10, date: '2027-04-01', booked: false },
    ];
    const holds = [{ id: 20, hallId: 10, dateFrom: '2027-03-31', dateTo: '2027-04-01', eventId: null }];
    expect(conflictsOf(events, holds, march)).toEqual([]);
  });

  it('does not warn of a draft beside the hold made from it, but of another event there', () => {
    const draft = { id: 1, hallId: 10, date: '2027-03-05', booked: false };
    const ownHold = { id: 20, hallId: 10, dateFrom: '2027-03-05', dateTo: '2027-03-05', eventId: 1 };
    expect(conflictsOf([draft], [ownHold], march)).toEqual([]);

    const other = { id: 2, hallId: 10, date: '2027-03-05', booked: false };
    const otherHold = { ...ownHold, id: 21, eventId: null };
    expect(conflictsOf([draft, other], [ownHold], march)).toEqual([
      { hallId: 10, date: '2027-03-05', kind: 'event_hold', eventIds: [2], holdIds: [20] },
    ]);
    expect(conflictsOf([draft], [ownHold, otherHold], march)).toEqual([
      { hallId: 10, date: '2027-03-05', kind: 'event_hold', eventIds: [1], holdIds: [21] },
    ]);
  });

  it('lists the days of a range within another', () => {
    expect(daysOf({ dateFrom: '2027-02-27', dateTo: '2027-03-02' }, march)).toEqual([
      '2027-03-01',
      '2027-03-02',
    ]);
  });
});
