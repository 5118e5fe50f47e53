import type { ESLint, Rule } from 'eslint';

export type FeatureEdge = { from: string; to: string; reason: string };

export declare const FEATURE_LAYERS: Record<'screens' | 'domains', string[]>;
export declare const FEATURE_EDGES: FeatureEdge[];
export declare function allowedPairs(edges?: FeatureEdge[]): Set<string>;
export declare const featureBoundaries: Rule.RuleModule;
export declare const sharedCodeStaysShared: Rule.RuleModule;
export declare const campusWebPlugin: ESLint.Plugin;
