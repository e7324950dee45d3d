// Command-line options of the project's scripts: `--name value` pairs are taken out of the argument list,
// so what remains are the positional arguments (routes, table names…).

/** Removes `name value` from `args` and returns the value, or `fallback` when the option is absent. */
export function takeOption(args, name, fallback) {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [, value] = args.splice(index, 2);
  return value;
}
