// The lanes read Prism's output for contract violations; its start-up listing of sample URLs is not one, even when
// the word it drew for a query is "error" (it drew `/notes?q=error` once and failed CI's Postgres lane).
import { describe, expect, it } from 'vitest';
import { isViolationLine } from '../scripts/prism-violations.mjs';

describe('isViolationLine', () => {
  it("ignores Prism's start-up listing of sample URLs, whatever words they hold", () => {
    expect(isViolationLine('[12:41:50 PM] › [CLI] ℹ  info      GET        http://127.0.0.1:4281/notes?q=error')).toBe(false);
    expect(isViolationLine('[12:41:50 PM] › [CLI] ℹ  info      GET        http://127.0.0.1:4281/notes?q=violation')).toBe(false);
  });

  it('reports violations and errors', () => {
    expect(isViolationLine('[12:41:51 PM] › [VALIDATOR] ✖  error     Violation: response.body Request body must have required property')).toBe(true);
    expect(isViolationLine('[12:41:51 PM] › [PROXY] ✖  error     Request terminated with error: ECONNREFUSED')).toBe(true);
    expect(isViolationLine('[12:41:51 PM] › [CLI] ✖  fatal     Error: address in use')).toBe(true);
  });

  it('lets ordinary traffic through', () => {
    expect(isViolationLine('[12:41:51 PM] › [HTTP SERVER] get /notes ℹ  info      Request received')).toBe(false);
  });
});
