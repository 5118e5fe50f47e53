import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace apps/api` writes SQL migrations from the schema, one file per
// owning module under src/db/schema/ and gathered by its index.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
