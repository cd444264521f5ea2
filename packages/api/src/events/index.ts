/** What other server-side domains may use of this one. */

export { addAnnotation } from './annotations';
export { recordChanges } from './audit';
export { seedDemoEvents } from './demo';
export { isEventNameFree } from './names';
export { createEvent, findEvent, setEventPhase, setEventStatus, soleCompanyId } from './service';
