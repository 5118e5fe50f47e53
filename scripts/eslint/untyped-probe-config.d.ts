import type { Linter } from 'eslint';

export declare const untypedProbeConfig: Linter.Config;
