/** The office's zone: the dates and wall-clock times of events are there (the iCal feed, templates). */
export const OFFICE_TIME_ZONE = 'Europe/Madrid';

/** Today's date on the wall clock of `timeZone`, `YYYY-MM-DD`. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
