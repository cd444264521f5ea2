/** What other server-side domains may use of this one. */

export { startScheduleNotices } from './advance/notices';
export { createTemplate as createAdvanceTemplate } from './advance/templates';
export { addAnnotation } from './annotations';
export { recordChanges } from './audit';
export { seedDemoEvents } from './demo';
export { freeEventName, isEventNameFree, nameDay } from './names';
export { suggestedEventName } from './place';
export { createEvent, findEvent, setEventPhase, setEventStatus, soleCompanyId } from './service';
/** The settlement's taxes on a fee: the payment schedules (issue 30) charge the same IVA. */
export { artistTaxesOf, IVA_GENERAL_PORCIENTO } from './settlements/public';
export { startSigningReminders } from './signings';
