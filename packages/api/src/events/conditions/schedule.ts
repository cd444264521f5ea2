/**
 * The day of a show as the office plans it, counted from the event's start time (issue 28): the
 * crew arrives six hours before, loads in half an hour later, sound-checks for an hour up to three
 * hours before, the doors open an hour before, and the backstage empties an hour after the end.
 * Minutes relative to the start; one schedule for every company (decisions.md, issue 28).
 */
export const showDaySchedule = {
  arrivalTime: -360,
  assemblyStart: -330,
  startSoundTest: -240,
  endSoundTest: -180,
  aperturaPuertas: -60,
  showStart: 0,
} as const;

/** A show whose duration nobody gave lasts ninety minutes; the backstage empties an hour after it. */
export const DEFAULT_SHOW_MINUTES = 90;
const BACKSTAGE_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** `HH:MM` of a count of minutes, on the clock: a time past midnight is the next day's. */
const clockOf = (minutes: number) => {
  const onClock = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(onClock / 60)).padStart(2, '0')}:${String(onClock % 60).padStart(2, '0')}`;
};

/** The times of the show's day for a show starting at `startTime` (HH:MM) and lasting `duration` minutes. */
export function scheduleFrom(startTime: string, duration: number | null = null) {
  const start = minutesOf(startTime);
  const end = start + (duration || DEFAULT_SHOW_MINUTES);
  const at = (offset: number) => clockOf(start + offset);
  return {
    arrivalTime: at(showDaySchedule.arrivalTime),
    assemblyStart: at(showDaySchedule.assemblyStart),
    startSoundTest: at(showDaySchedule.startSoundTest),
    endSoundTest: at(showDaySchedule.endSoundTest),
    aperturaPuertas: at(showDaySchedule.aperturaPuertas),
    showStart: at(showDaySchedule.showStart),
    showEnd: clockOf(end),
    backstageExit: clockOf(end + BACKSTAGE_MINUTES),
  };
}

/** The production conditions' times of that schedule (the doors are the event's own field). */
export function productionTimesFrom(startTime: string, duration: number | null = null) {
  const { aperturaPuertas: _doors, ...times } = scheduleFrom(startTime, duration);
  return times;
}
