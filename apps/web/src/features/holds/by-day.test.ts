import { describe, expect, it } from 'vitest';
import { holdsByDay } from './by-day';

const hold = (id: number, hallName: string, level: number, dateFrom: string, dateTo = dateFrom) => ({
  id,
  hallName,
  level,
  dateFrom,
  dateTo,
});

describe('holdsByDay', () => {
  it('shows a hold of several days on each of its days within the range shown', () => {
    const days = holdsByDay([hold(1, 'Apolo', 1, '2026-05-30', '2026-06-02')], '2026-06-01', '2026-06-30');
    expect([...days.keys()]).toEqual(['2026-06-01', '2026-06-02']);
  });

  it('orders a day by hall, then by level', () => {
    const days = holdsByDay(
      [
        hold(1, 'Razzmatazz', 1, '2026-06-05'),
        hold(2, 'Apolo', 2, '2026-06-05'),
        hold(3, 'Apolo', 1, '2026-06-05'),
      ],
      '2026-06-01',
      '2026-06-30',
    );
    expect(days.get('2026-06-05')?.map((h) => h.id)).toEqual([3, 2, 1]);
  });

  it('leaves out a hold outside the range', () => {
    expect(holdsByDay([hold(1, 'Apolo', 1, '2026-07-01')], '2026-06-01', '2026-06-30').size).toBe(0);
  });
});
