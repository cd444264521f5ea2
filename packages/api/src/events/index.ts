/** What other server-side domains may use of this one. */

export { seedDemoEvents } from './demo';
export { isEventNameFree } from './names';
export { createEvent, findEvent, setEventPhase, soleCompanyId } from './service';
