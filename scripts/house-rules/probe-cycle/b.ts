// The other half of the probe cycle (see a.ts).
import type { A } from './a';

export type B = { a?: A };
