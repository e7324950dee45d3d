// Which lines of Prism's output report a break of the contract. At start Prism lists every operation with a sample
// URL (`[CLI] ℹ info GET http://…/notes?q=error`), whose query values it draws from lorem ipsum when the contract
// gives no example: such a line is no violation, even when the word drawn is "error" (the Postgres lane failed once
// on exactly that).
const STARTUP_LISTING = /\[CLI\]\s+ℹ\s+info\s/;
const VIOLATION = /violation|✖|\berror\b/i;

/** Whether a line of Prism's output reports a contract violation (or an error of Prism's). */
export const isViolationLine = (line) => VIOLATION.test(line) && !STARTUP_LISTING.test(line);
