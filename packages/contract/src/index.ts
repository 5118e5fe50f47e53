export * from './messages';
export * from './password';
export * from './phone';
export * from './auth';
export * from './timings';
export * from './storage-keys';
export * from './site';
