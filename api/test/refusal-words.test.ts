import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { declarationsOnlyApp } from '../scripts/openapi-document.js';
import { validationError } from '../src/platform/http/validation.js';

/*
 * Every refusal a route's own schemas make is in the product's words: each body, query and path field of every
 * declared route (nested objects and lists of objects too) is given values of the wrong type, of the wrong
 * size (a list of 10,001, text of 300,000 characters, numbers out of range), outside its choices or form, and
 * no answer may carry zod's wording ("tags: Too big: expected array to have <=20 items", "Invalid option: …",
 * "must match pattern …"). A new route is checked without anyone adding it here.
 */

type Schema = z.ZodType & { _zod: { def: Definition } };
interface Definition {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  getter?: () => Schema;
}

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

/** The schema a value meets first, under its optional, default and pipe wrappers. */
function unwrapped(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = current._zod.def;
    if (WRAPPERS.includes(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = def.in._zod.def.type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else break;
  }
  return current;
}

const longText = 'x'.repeat(300_000);
const manyOf = (value: unknown) => Array.from({ length: 10_001 }, () => value);
const BAD_VALUES: unknown[] = [
  manyOf('x'),
  manyOf({}),
  [],
  [{}],
  [123],
  [null],
  [longText],
  [''],
  longText,
  '',
  ' ',
  'not-one-of-@@',
  '2026-13-45',
  -1e15,
  1e15,
  1.5,
  0,
  -1,
  {},
  true,
  null,
  5,
];

/** zod's own English, as it would reach a caller with the field's name in front. */
const ZOD_WORDING =
  /Invalid (input|option|string|email|URL|UUID|key|element|value|date|ISO)|Too (big|small)|expected (one of|string|number|array|object|boolean)|must match pattern|Unrecognized key/;

async function refusalsOf(schema: Schema, value: unknown): Promise<string[]> {
  // Some bodies are checked with asynchronous rules (a picture's bytes are read).
  const result = await schema.safeParseAsync(value);
  if (result.success) return [];
  const error = validationError(result.error);
  return [error.message, ...Object.values(error.errors ?? {})];
}

/** Each field of an object schema (and of the objects within it) given each bad value: zod's words found. */
async function zodWordsIn(where: string, objectSchema: Schema, seen = new Set<Schema>()): Promise<string[]> {
  const object = unwrapped(objectSchema);
  const { type, shape } = object._zod.def;
  if (type !== 'object' || !shape || seen.has(object)) return [];
  seen.add(object);
  const found: string[] = [];
  const check = async (label: string, value: unknown) => {
    for (const message of await refusalsOf(objectSchema, value))
      if (ZOD_WORDING.test(message)) found.push(`${label}: ${message.slice(0, 160)}`);
  };
  for (const body of [[], null, 'text', 5]) await check(`${where} (the whole body)`, body);
  for (const [key, field] of Object.entries(shape)) {
    for (const value of BAD_VALUES) await check(`${where} ${key}`, { [key]: value });
    const inner = unwrapped(field);
    if (inner._zod.def.type === 'object') found.push(...(await zodWordsIn(`${where} ${key}.`, inner, seen)));
    const element = inner._zod.def.element;
    if (inner._zod.def.type === 'array' && element)
      found.push(...(await zodWordsIn(`${where} ${key}[]`, unwrapped(element), seen)));
  }
  return found;
}

interface RouteDeclaration {
  method: string;
  path: string;
  request?: {
    body?: { content: Record<string, { schema?: Schema }> };
    query?: Schema;
    params?: Schema;
  };
}

describe("the routes' refusals", () => {
  it("are in the product's words, never zod's, whatever a field is sent", async () => {
    const app = declarationsOnlyApp();
    const routes = app.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === 'route' ? [definition.route as unknown as RouteDeclaration] : [],
    );
    expect(routes.length).toBeGreaterThan(100);
    const found = new Set<string>();
    for (const route of routes) {
      const where = `${route.method.toUpperCase()} ${route.path}`;
      const schemas = [
        ...Object.values(route.request?.body?.content ?? {}).map((content) => content.schema),
        route.request?.query,
        route.request?.params,
      ];
      for (const schema of schemas) {
        if (schema?._zod) for (const line of await zodWordsIn(where, schema)) found.add(line);
      }
    }
    expect([...found]).toEqual([]);
  }, 300_000);
});
