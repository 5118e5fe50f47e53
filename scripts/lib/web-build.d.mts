export const root: string;
export const webDist: string;
export function webBuildIsStale(): boolean;
export function ensureWebBuild(options?: { force?: boolean }): boolean;
export function ensureWebBuildInBackground(): Promise<boolean>;
