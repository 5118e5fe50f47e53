// Filled by the admin designs work of issue 11 (see docs/ARCHITECTURE.md).
export {};
