export * from './client';
export { DataDirLockedError, type LockControl, type LockOwner } from './data-dir-lock';
export { type DayOffset, dayOffsets, MAX_DAY_OFFSET } from './day-offsets';
export * as schema from './schema';
export {
  type Cache,
  type CacheSection,
  type DocumentParty,
  documentParties,
  type EmailDepartment,
  type EventType,
  emailDepartments,
  eventTypes,
  type HoldStatus,
  holdStatuses,
  type LoginLabel,
  loginLabels,
  type MailStatus,
  mailStatuses,
  type NotificationKind,
  notificationKinds,
  type PartyKind,
  partyKinds,
  phaseNames,
  type SettlementBonus,
  type SettlementExpense,
  type SettlementKind,
  type SettlementReportFigures,
  type SettlementSnapshot,
  type SettlementStatus,
  type SettlementTicketLine,
  settlementKinds,
  settlementStatuses,
  type TemplateLanguage,
  type TemplateSubType,
  type TemplateType,
  templateLanguages,
  templateSubTypes,
  templateTypes,
  type UserFeedScope,
  userFeedScopes,
} from './schema';
export { searchKey } from './search-key';
export { type TaxPerson, taxPersons } from './tax-persons';
export { type DocumentKey, documentKeys, documentKindOf } from './template-kinds';
export {
  defaultTicketTaxRate,
  isTicketTaxRateOf,
  type TaxTerritory,
  type TicketTaxName,
  type TicketTaxRate,
  taxTerritories,
  taxTerritoryOf,
  ticketTaxes,
  ticketTaxRates,
} from './ticket-taxes';
