export * from './client';
export * as schema from './schema';
export {
  type Cache,
  type CacheSection,
  type EventType,
  eventTypes,
  type LoginLabel,
  loginLabels,
  type PartyKind,
  partyKinds,
  phaseNames,
  type TemplateSubType,
  type TemplateType,
  templateSubTypes,
  templateTypes,
} from './schema';
export { searchKey } from './search-key';
