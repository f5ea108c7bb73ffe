// Filling in an api path, in a module of its own without zod: every screen's request builds its
// path with it, and a screen should not construct a contract's schemas to do so.

/**
 * A route path with its `:name` parameters filled in, each encoded as one path segment. A
 * parameter left out stays as written, so a mistake shows in the URL instead of vanishing.
 */
export function pathWith(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(params[name]),
  );
}
