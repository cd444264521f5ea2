import { describe, expect, it } from 'vitest';
import { scheduleOf } from '../../masters/public';
import { productionTimesFrom, scheduleFrom } from './schedule';

describe('the day of a show, from its start time', () => {
  it('a 21:00 show: crew at 15:00, sound check 17:00–18:00, doors at 20:00, out at 23:30, all on the day', () => {
    expect(scheduleFrom('21:00', null)).toEqual({
      arrivalTime: '15:00',
      arrivalTimeDay: 0,
      assemblyStart: '15:30',
      assemblyStartDay: 0,
      startSoundTest: '17:00',
      startSoundTestDay: 0,
      endSoundTest: '18:00',
      endSoundTestDay: 0,
      aperturaPuertas: '20:00',
      aperturaPuertasDay: 0,
      showStart: '21:00',
      showStartDay: 0,
      showEnd: '22:30',
      showEndDay: 0,
      backstageExit: '23:30',
      backstageExitDay: 0,
    });
  });

  it('a 23:30 show of 90 minutes empties the backstage at 02:00 the next day', () => {
    expect(scheduleFrom('23:30')).toMatchObject({
      showEnd: '01:00',
      showEndDay: 1,
      backstageExit: '02:00',
      backstageExitDay: 1,
    });
  });

  it('a 10:00 show with the crew six hours before: 04:00 on the same day', () => {
    expect(scheduleFrom('10:00')).toMatchObject({ arrivalTime: '04:00', arrivalTimeDay: 0 });
  });

  it('a company arriving 18 hours before a 12:00 show arrives at 18:00 the day before', () => {
    const schedule = scheduleOf({ arrivalTimeBefore: 18 * 60, assemblyStartBefore: 16 * 60 });
    expect(productionTimesFrom('12:00', null, schedule)).toMatchObject({
      arrivalTime: '18:00',
      arrivalTimeDay: -1,
      assemblyStart: '20:00',
      assemblyStartDay: -1,
      startSoundTest: '08:00',
      startSoundTestDay: 0,
    });
  });

  it('a company’s show length counts when the event gives none, the event’s own when it does', () => {
    const schedule = scheduleOf({ showMinutes: 120, backstageExitAfter: 30 });
    expect(scheduleFrom('20:00', null, schedule)).toMatchObject({ showEnd: '22:00', backstageExit: '22:30' });
    expect(scheduleFrom('20:00', 60, schedule)).toMatchObject({ showEnd: '21:00', backstageExit: '21:30' });
  });

  it('a long late show ends after midnight, on the next day’s clock', () => {
    const times = productionTimesFrom('22:30', 120);
    expect(times).toMatchObject({
      showStart: '22:30',
      showEnd: '00:30',
      showEndDay: 1,
      backstageExit: '01:30',
    });
    expect(times).not.toHaveProperty('aperturaPuertas');
    expect(times).not.toHaveProperty('aperturaPuertasDay');
  });

  it('an early show counts back past midnight, onto the day before', () => {
    expect(scheduleFrom('04:00')).toMatchObject({ arrivalTime: '22:00', arrivalTimeDay: -1 });
  });
});
