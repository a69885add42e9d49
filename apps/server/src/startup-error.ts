/**
 * A start-up failure the operator can fix, told in plain sentences: logged and printed without a
 * stack trace, since the trace would only bury what to do.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
