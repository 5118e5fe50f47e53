/**
 * The whole schema, one file per owning module (docs/ARCHITECTURE.md "Module map"). drizzle-kit
 * and db/client.ts read this barrel; a module imports only its own file (eslint: module-owns-tables).
 */
export * from './accessories';
export * from './audit';
export * from './auth';
export * from './cart';
export * from './designs';
export * from './drops';
export * from './earnings';
export * from './mail';
export * from './notifications';
export * from './orders';
export * from './payments';
export * from './settings';
export * from './uploads';
export * from './users';
export * from './wishlist';
export * from './invoices';
export * from './reviews';
export * from './returns';
export * from './refunds';
export * from './delivery';
