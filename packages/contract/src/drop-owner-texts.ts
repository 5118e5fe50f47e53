// Texts and pure helpers of the owner's /dashboard/drops, the admin's drops and the size tally CSV (issue 20).
export {};
