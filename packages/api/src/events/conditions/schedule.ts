import { type ShowDaySchedule, showDaySchedule } from '../../masters/public';

const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** `HH:MM` of a count of minutes from the show day's midnight, on the clock of the day it falls on. */
const clockOf = (minutes: number) => {
  const onClock = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(onClock / 60)).padStart(2, '0')}:${String(onClock % 60).padStart(2, '0')}`;
};

/** The day a count of minutes from the show day's midnight falls on: −1 the day before, 1 the day after. */
const dayOf = (minutes: number) => Math.floor(minutes / DAY_MINUTES);

/**
 * The times of the show's day for a show starting at `startTime` (HH:MM) and lasting `duration`
 * minutes (the schedule's show length when none), by `schedule` (its company's, the office's by
 * default), each with the day it falls on (`…Day`): a time past midnight is the next day's, one
 * before midnight the day before's.
 */
export function scheduleFrom(
  startTime: string,
  duration: number | null = null,
  schedule: ShowDaySchedule = showDaySchedule,
) {
  const start = minutesOf(startTime);
  const end = start + (duration || schedule.showMinutes);
  const moments = {
    arrivalTime: start - schedule.arrivalTimeBefore,
    assemblyStart: start - schedule.assemblyStartBefore,
    startSoundTest: start - schedule.startSoundTestBefore,
    endSoundTest: start - schedule.endSoundTestBefore,
    aperturaPuertas: start - schedule.aperturaPuertasBefore,
    showStart: start,
    showEnd: end,
    backstageExit: end + schedule.backstageExitAfter,
  };
  type Step = keyof typeof moments;
  return Object.fromEntries(
    Object.entries(moments).flatMap(([step, minutes]) => [
      [step, clockOf(minutes)],
      [`${step}Day`, dayOf(minutes)],
    ]),
  ) as Record<Step, string> & Record<`${Step}Day`, number>;
}

/** The production conditions' times and days of that schedule (the doors are the event's own field). */
export function productionTimesFrom(
  startTime: string,
  duration: number | null = null,
  schedule: ShowDaySchedule = showDaySchedule,
) {
  const {
    aperturaPuertas: _doors,
    aperturaPuertasDay: _doorsDay,
    ...times
  } = scheduleFrom(startTime, duration, schedule);
  return times;
}
