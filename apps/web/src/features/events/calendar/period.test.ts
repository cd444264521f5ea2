import { describe, expect, it } from 'vitest';
import { addMonths, daysOfPeriod, rangeOf, shiftPeriod, startOfWeek, today, weeksOf } from './period';

describe('the days a calendar view shows', () => {
  it('starts the week on Monday', () => {
    expect(startOfWeek('2026-06-12')).toBe('2026-06-08');
    expect(startOfWeek('2026-06-14')).toBe('2026-06-08');
    expect(startOfWeek('2026-06-08')).toBe('2026-06-08');
  });

  it('shows whole weeks around the month, Monday to Sunday', () => {
    const weeks = weeksOf('month', '2026-06-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-06-01');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-07-05');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // March 2026 starts on a Sunday: six rows
    expect(weeksOf('month', '2026-03-15')).toHaveLength(6);
    expect(rangeOf('month', '2026-03-15')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
  });

  it('shows seven days in the week view and the days of the month in the agenda', () => {
    expect(rangeOf('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(rangeOf('agenda', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(weeksOf('agenda', '2024-02-10')[0]).toHaveLength(29);
  });

  it('shows one day in the day view, and moves a day at a time', () => {
    expect(rangeOf('day', '2026-03-29')).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(weeksOf('day', '2026-03-29')).toEqual([['2026-03-29']]);
    expect(daysOfPeriod('day', '2026-03-29')).toEqual(['2026-03-29']);
    expect(shiftPeriod('day', '2026-03-29', 1)).toBe('2026-03-30');
    expect(shiftPeriod('day', '2026-01-01', -1)).toBe('2025-12-31');
  });

  it('moves a month or a week at a time, across years and daylight-saving changes', () => {
    expect(shiftPeriod('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftPeriod('agenda', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftPeriod('week', '2026-03-25', 1)).toBe('2026-04-01');
    expect(shiftPeriod('week', '2026-10-22', 1)).toBe('2026-10-29');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-01');
  });

  it('takes today from the wall clock of the person', () => {
    expect(today(new Date(2026, 5, 12, 23, 59))).toBe('2026-06-12');
    expect(today(new Date(2026, 5, 12, 0, 1))).toBe('2026-06-12');
  });

  it("lists a month's own days under the phone's grid, not its neighbours' in the grid", () => {
    const june = daysOfPeriod('month', '2026-06-12');
    expect([june[0], june.at(-1), june.length]).toEqual(['2026-06-01', '2026-06-30', 30]);
    expect(daysOfPeriod('week', '2026-06-12')).toEqual(weeksOf('week', '2026-06-12')[0]);
  });
});
