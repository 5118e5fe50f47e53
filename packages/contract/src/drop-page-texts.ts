// Texts and pure helpers of the public drop page /drop/{slug} and joining a drop (issue 20).
export {};
