export * from './audit';
export * from './dashboard';
export * from './designs';
export * from './orders';
export * from './refunds';
export * from './settings';
export * from './users';
