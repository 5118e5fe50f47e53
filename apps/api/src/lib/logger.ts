/** The part of pino's logger services use, so they stay free of Fastify (app.log fits). */
type LogFn = (details: Record<string, unknown>, message: string) => void;
export type Logger = { info: LogFn; warn: LogFn; error: LogFn };
