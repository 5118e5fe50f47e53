// Filled by the admin users work of issue 11 (see docs/ARCHITECTURE.md).
export {};
