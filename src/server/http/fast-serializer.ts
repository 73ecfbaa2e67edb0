import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [{type: T, …}, {type: 'null'}]` (zod's nullable number with its integer bounds) as
 * `type: [T, 'null']`: fast-json-stringify would otherwise pick the branch by validating every
 * value. Bounds only matter for validation, which serializing does not do.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const [value, other] = branches as JsonSchema[];
    const primitive = ['string', 'number', 'integer', 'boolean'];
    if (
      other?.type === 'null' &&
      typeof value?.type === 'string' &&
      primitive.includes(value.type)
    ) {
      return { type: [value.type, 'null'] };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== '$schema') out[key] = simplify(value);
  }
  return out;
}

/**
 * A response serializer compiled from a contract schema with fast-json-stringify, for the hot
 * list routes (a feed page is ten posts): it writes exactly the schema's fields, as the zod
 * serializer does (a field a presenter adds by mistake never reaches the client), without
 * zod's copy of the whole page first. It does not check the values' types as zod does, so it
 * is only for schemas of plain fields (no transforms or codecs); a test compares its output
 * with zod's on real pages.
 */
export function compileFastSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }));
  return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
