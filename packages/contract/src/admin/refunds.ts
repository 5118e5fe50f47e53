// Filled by the admin refunds work of issue 11 (see docs/ARCHITECTURE.md).
export {};
