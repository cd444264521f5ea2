import { describe, expect, it } from 'vitest';
import { productionTimesFrom, scheduleFrom } from './schedule';

describe('the day of a show, from its start time', () => {
  it('a 21:00 show: crew at 15:00, sound check 17:00–18:00, doors at 20:00, out at 23:30', () => {
    expect(scheduleFrom('21:00', null)).toEqual({
      arrivalTime: '15:00',
      assemblyStart: '15:30',
      startSoundTest: '17:00',
      endSoundTest: '18:00',
      aperturaPuertas: '20:00',
      showStart: '21:00',
      showEnd: '22:30',
      backstageExit: '23:30',
    });
  });

  it('a long late show ends after midnight, on the next day’s clock', () => {
    const times = productionTimesFrom('22:30', 120);
    expect(times).toMatchObject({ showStart: '22:30', showEnd: '00:30', backstageExit: '01:30' });
    expect(times).not.toHaveProperty('aperturaPuertas');
  });

  it('an early show counts back past midnight too', () => {
    expect(scheduleFrom('04:00').arrivalTime).toBe('22:00');
  });
});
