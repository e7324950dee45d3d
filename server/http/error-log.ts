// An error as it is logged: what failed and why (type, message, Postgres code, the statement with its $n
// placeholders, the stack, the cause), never the values a query was sent nor a Postgres `detail` — drizzle writes
// the parameters into its message ("Failed query: …\nparams: <hash>,<email>") and Postgres names the duplicate
// value in a unique violation's detail.

// A type rather than an interface: pino's serializer type wants an object with an index signature.
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  query?: string;
  /** Always present (empty when the error had none): pino's serializer type asks for it. */
  stack: string;
  cause?: LoggedError;
};

const PARAMS_MARK = '\nparams: ';
const STACK_FRAME = '\n    at ';

/** The text without drizzle's "params: …" line (which ends where the stack's frames begin, if any). */
function withoutParams(text: string): string {
  const start = text.indexOf(PARAMS_MARK);
  if (start < 0) return text;
  const end = text.indexOf(STACK_FRAME, start);
  return text.slice(0, start) + (end < 0 ? '' : text.slice(end));
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  const { code, query } = error as { code?: unknown; query?: unknown };
  return {
    type: error.name,
    message: withoutParams(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof query === 'string' ? { query } : {}),
    stack: withoutParams(error.stack ?? ''),
    ...(error.cause !== undefined && depth < 5 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}
