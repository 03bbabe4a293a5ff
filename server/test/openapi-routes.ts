import type { App } from '../app';

// The API's routes as its own OpenAPI document lists them, for tests that must cover every route
// (a route added later without a test case fails them).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
}

export interface ApiRoute {
  /** `GET /api/papers/{id}`: the key of the route in the tests' tables. */
  key: string;
  method: HttpMethod;
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  /** Needs a session (`security` in its OpenAPI entry). */
  isSecured: boolean;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** The JSON body's schema (references resolved), when the route takes a JSON body. */
  jsonBody: JsonSchema | undefined;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every route of GET /api/openapi.json (the document the app publishes). */
export async function listApiRoutes(app: App): Promise<ApiRoute[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json: ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.$ref ? resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema;
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase() as HttpMethod;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      routes.push({
        key: `${method} ${path}`,
        method,
        path,
        isSecured: Array.isArray(op.security) && op.security.length > 0,
        pathParams: params
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        jsonBody: resolve(content['application/json']?.schema),
      });
    }
  }
  return routes;
}

/** The route's path with its parameters filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
