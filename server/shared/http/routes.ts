/**
 * A service's routes as a table of method and path pattern: the one a request matches, or the 404 or 405 it gets,
 * and the name a route has in the log (its pattern, never the path asked for, which can hold addresses and emails).
 */
export type RouteShape = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; pattern: RegExp };

export type RouteMatch<R extends RouteShape> =
  | { route: R; match: RegExpExecArray }
  | { route: null; status: 404; message: string }
  | { route: null; status: 405; message: string; allow: string };

/** The route's pattern for the log: its method and path with each parameter as `*`. */
export function routeName(route: RouteShape): string {
  return `${route.method} ${route.pattern.source
    .replace(/^\^|\$$/g, '')
    .replace(/\\\//g, '/')
    .replace(/\(\[\^\/\]\+\)/g, '*')}`;
}

/** The route for `method` and `path` (HEAD runs a GET route); otherwise 405 with the methods the path has, or 404. */
export function findRoute<R extends RouteShape>(routes: readonly R[], method: string | undefined, path: string): RouteMatch<R> {
  const matching = routes.filter((r) => r.pattern.test(path));
  const route = matching.find((r) => r.method === method || (method === 'HEAD' && r.method === 'GET'));
  if (route) return { route, match: route.pattern.exec(path)! };
  if (matching.length > 0)
    return { route: null, status: 405, message: 'Method not allowed', allow: [...new Set(matching.map((r) => r.method)), 'OPTIONS'].join(', ') };
  return { route: null, status: 404, message: `No route ${path.slice(0, 64)}` };
}
