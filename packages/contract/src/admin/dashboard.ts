// Filled by the admin dashboard work of issue 11 (see docs/ARCHITECTURE.md).
export {};
