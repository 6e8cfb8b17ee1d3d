export * from './accounts.ts';
export * from './auth.ts';
export * from './events.ts';
export * from './requests.ts';
export * from './conversations.ts';
export * from './notifications.ts';
export * from './payments.ts';
export * from './fake-gateway.ts';
