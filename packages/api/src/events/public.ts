/** What other domains and the browser may use of this one: zod schemas, enums and labels, no server code. */

export {
  type AdvanceContactRole,
  type AdvanceSection,
  type AdvanceState,
  advanceContactRoles,
  advanceSections,
  advanceStates,
  MAX_SCHEDULE_DAY,
  type ScheduleKind,
  scheduleKinds,
} from '@bolo/db/advance-kinds';
export { type DayOffset, dayOffsets } from '@bolo/db/day-offsets';
export { type PartyKind, partyKinds } from '@bolo/db/party-kinds';
export {
  openSigningStates,
  type SigningAction,
  type SigningState,
  type SigningVoidReason,
  signingActions,
  signingStates,
  signingVoidReasons,
} from '@bolo/db/signing-kinds';
export { defaultTicketTaxRate, type TaxTerritory, ticketTaxes } from '@bolo/db/ticket-taxes';
export {
  cacheSchema,
  type DealFigures,
  dealFiguresOf,
  type Forecast,
  forecastOf,
  type TicketSale,
} from './conditions/deal';
export { productionTimesFrom, scheduleFrom } from './conditions/schedule';
export {
  type CounterpartyField,
  type CounterpartyParty,
  counterpartyFieldNames,
  fieldsOfParty,
  type PublicView,
} from './counterparty/schemas';
export { contractTypes, hiringDefaults, hiringOrder, paymentTypes } from './defaults';
export { headerGroupOf } from './image-group';
export {
  type DuplicablePart,
  duplicableParts,
  type EventListSort,
  type EventSortField,
  eventListSorts,
  eventSortFields,
} from './options';
export { mayDuplicate } from './parts';
export { placeOfHall, suggestedEventName } from './place';
export {
  type IdType,
  idTypes,
  type LinkView,
  MAX_SIGNATURE_BYTES,
  MAX_SIGNATURE_HEIGHT,
  MAX_SIGNATURE_WIDTH,
  type SigningView,
  signInput,
} from './signings/schemas';
export { type EventStatus, eventStatuses, isEventStatus, nextStatuses, statusLabels } from './status';
