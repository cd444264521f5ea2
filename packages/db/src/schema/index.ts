export * from './counterparty';
export * from './event-conditions';
export * from './event-documents';
export * from './events';
export * from './mail';
export * from './masters';
export * from './templates';
export * from './users';
