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
} from './schema';
export { searchKey } from './search-key';
