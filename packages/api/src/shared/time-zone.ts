/** The office's zone: the dates and wall-clock times of events are there (the iCal feed, templates). */
export const OFFICE_TIME_ZONE = 'Europe/Madrid';
