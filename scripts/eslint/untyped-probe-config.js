// The lint-rule tests lint probe files that no tsconfig holds, so they switch the type-aware
// parsing and its one rule off; the rules under test need no types.
export const untypedProbeConfig = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off' },
};
