// Filled by the admin orders work of issue 11 (see docs/ARCHITECTURE.md).
export {};
