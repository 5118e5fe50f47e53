import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, for the generated search columns of designs and accessories. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
