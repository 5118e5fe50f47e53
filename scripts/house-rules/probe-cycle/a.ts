// A type-only import cycle on purpose: import-cycles.test.ts checks that dpdm still sees one.
import type { B } from './b';

export type A = { b?: B };
