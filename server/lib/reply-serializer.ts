import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// How replies become JSON. fastify-type-provider-zod's serializer re-validates every reply against its
// zod schema before JSON.stringify; on the question list that took a quarter of the server's time per
// request (bench/api). Like Fastify's own schema serializer (fast-json-stringify), this one shapes
// the reply by its schema instead: only the properties the schema declares leave the server, at any
// depth, so a row with extra columns never leaks them. Value types are the handlers' business, which
// TypeScript checks against the same schemas. A schema that does more than describe a shape (a
// transform, default, codec, catch-all, lazy or recursive part) keeps the zod serializer.

type Project = (value: unknown) => unknown;
type ZodSchema = z.core.$ZodType;

const keep: Project = (value) => value;

/** Schemas whose values are written as they are. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'null',
  'literal',
  'enum',
  'unknown',
  'any',
  'date',
  'template_literal',
]);

function projectObject(shape: Record<string, ZodSchema>): Project | undefined {
  const fields: Array<[string, Project]> = [];
  for (const [key, schema] of Object.entries(shape)) {
    const project = projectorOf(schema);
    if (!project) return undefined;
    fields.push([key, project]);
  }
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const source = value as Record<string, unknown>;
    const shaped: Record<string, unknown> = {};
    for (const [key, project] of fields) {
      const field = source[key];
      if (field !== undefined) shaped[key] = project(field);
    }
    return shaped;
  };
}

/** The function that cuts a value down to `schema`'s shape, or undefined when it cannot be done safely. */
export function projectorOf(schema: ZodSchema): Project | undefined {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (LEAVES.has(def.type)) return keep;
  switch (def.type) {
    case 'object': {
      const objectDef = def as unknown as z.core.$ZodObjectDef;
      return objectDef.catchall ? undefined : projectObject(objectDef.shape);
    }
    case 'array': {
      const element = projectorOf((def as unknown as z.core.$ZodArrayDef).element);
      if (!element) return undefined;
      return element === keep
        ? keep
        : (value) => (Array.isArray(value) ? value.map((item) => element(item)) : value);
    }
    case 'optional':
    case 'nullable':
      return projectorOf((def as unknown as z.core.$ZodOptionalDef).innerType);
    case 'union': {
      // A union of objects would need to know which option a value is: only unions of plain values.
      const options = (def as unknown as z.core.$ZodUnionDef).options;
      return options.every((option) => projectorOf(option) === keep) ? keep : undefined;
    }
    default:
      return undefined;
  }
}

const resolveSchema = (schema: unknown): ZodSchema | undefined => {
  if (schema && typeof schema === 'object' && '_zod' in schema) return schema as ZodSchema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties && typeof properties === 'object' && '_zod' in properties
    ? (properties as ZodSchema)
    : undefined;
};

/** The JSON of a value of `schema`'s shape, as a route with that reply schema writes it. */
export function serializerFor(schema: ZodSchema): (data: unknown) => string {
  const project = projectorOf(schema);
  if (!project) throw new Error('serializerFor: this schema needs the zod serializer.');
  return (data) => JSON.stringify(project(data));
}

export const replySerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const schema = resolveSchema(routeSchema.schema);
  const project = schema && projectorOf(schema);
  if (!project) {
    return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
  }
  return (data) => JSON.stringify(project(data));
};
