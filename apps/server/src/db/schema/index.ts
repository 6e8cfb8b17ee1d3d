export * from './accounts.ts';
export * from './auth.ts';
export * from './events.ts';
