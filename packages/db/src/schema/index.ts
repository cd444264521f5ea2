export * from './events';
export * from './mail';
export * from './users';
