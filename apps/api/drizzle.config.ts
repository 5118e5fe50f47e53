import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace apps/api` writes SQL migrations from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
