export * from './accounts.ts';
export * from './auth.ts';
export * from './events.ts';
export * from './requests.ts';
