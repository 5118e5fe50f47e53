// Filled by the admin settings work of issue 11 (see docs/ARCHITECTURE.md).
export {};
