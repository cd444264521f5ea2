export * from './client';
export * as schema from './schema';
export {
  type ChannelTicket,
  type Entrada,
  type EventType,
  eventTypes,
  type LoginLabel,
  loginLabels,
} from './schema';
