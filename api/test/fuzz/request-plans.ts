import fc from 'fast-check';
import type { Operation } from '../support/openapi-operations.js';

/*
 * Requests for one operation of the OpenAPI document, as plain data (so a failing case prints readably
 * and replays from its seed). Most stay close to what the operation accepts (its schema's fields, enum
 * values and examples, real ids), so they reach past the first check; the rest are wrong in every way an
 * outside test tries: wrong types, missing and extra fields, NUL and lone surrogates, odd unicode, huge
 * strings, bad JSON, the wrong content type, traversal in path parameters, and each kind of credential.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
}

/** Who a request comes as: nobody, a member of the fixtures' project, its owner, or a fake. */
export type Caller =
  | 'none'
  | 'owner'
  | 'member'
  | 'staff admin'
  | 'forged bearer'
  | 'form token'
  | 'forged form token';

/** Staff calls answer everyone else 404, so their bodies are fuzzed only when staff send them. */
const isStaffCall = (operation: Operation) => operation.path.startsWith('/api/staff/');

export type FilePart = { file: string; type: string; bytes: string };

export type Body =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string | null; text: string }
  | { kind: 'form'; fields: [string, string | FilePart][] }
  /** `bytes` of JSON-looking text, with or without Content-Length. */
  | { kind: 'huge'; bytes: number; chunked: boolean };

export interface RequestPlan {
  /** Each path parameter's value, and whether it goes into the path without being encoded. */
  pathValues: Record<string, string>;
  rawPath: boolean;
  query: [string, string][];
  caller: Caller;
  body: Body;
  /** The address the request comes from, so rate limits count each case apart. */
  ip: string;
}

/** Real values the requests may use: ids of the fixtures' rows and addresses of their people. */
export interface Realistic {
  ids: Record<string, string>;
  emails: string[];
}

/** Strings that broke some server somewhere. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  'Z\u0351\u0360\u0346',
  '😀👩‍👩‍👧',
  'ｆｕｌｌ',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '2030-02-30',
  '25:99',
  'Mars/Olympus',
  'javascript:alert(1)',
  'http://169.254.169.254/latest',
  'ftp://example.com',
  'not-an-email',
  'a@b',
  '[',
  '{"a":1}',
  '["x"]',
];

const anyUtf16 = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: anyUtf16, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 70_000 }).map((length) => 'x'.repeat(length)) },
);

export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MIN_VALUE) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  },
);

/** A schema with its `$ref` and `allOf` resolved. */
function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  if (schema.$ref) return resolve(components[schema.$ref.split('/').at(-1) ?? ''] ?? {}, components);
  if (!schema.allOf) return schema;
  return schema.allOf
    .map((part) => resolve(part, components))
    .reduce<Schema>(
      (merged, part) => ({ ...merged, ...part, properties: { ...merged.properties, ...part.properties } }),
      { ...schema, allOf: undefined },
    );
}

/** An id that is no uuid: a letter, a number, a uuid one character off, or any short text. */
const malformedId = fc.oneof(
  fc.constantFrom('a', '1', '0', '-1', 'null', '00000000-0000-0000-0000-00000000000g', '{}'),
  fc.uuid().map((uuid) => `${uuid}0`),
  fc.string({ minLength: 1, maxLength: 40 }),
);

/** A value a field of this name and schema plausibly takes. */
function plausible(
  name: string,
  raw: Schema,
  components: Record<string, Schema>,
  real: Realistic,
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, components);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => plausible(name, variant, components, real)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const ids = Object.values(real.ids);
  // Real ids (also another account's), unknown ones, and ids that are no uuid at all ({"talent_ids":["a"]}
  // reached a uuid column and was a 500).
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: malformedId },
  );
  let value: fc.Arbitrary<unknown>;
  if (type === 'array') {
    const items = /ids$|users$|members$|assignees$/i.test(name)
      ? id
      : plausible(name, schema.items ?? {}, components, real);
    value = fc.array(items, { maxLength: Math.min(schema.maxItems ?? 4, 4) });
  } else if (type === 'object') {
    value = fc.record(
      Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          plausible(key, property, components, real),
        ]),
      ),
      { requiredKeys: [] },
    );
  } else if (type === 'integer') {
    value = fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
  } else if (type === 'number') {
    value = fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
  } else if (type === 'boolean') {
    value = fc.boolean();
  } else if (/(^|_)id$|Id$/.test(name)) {
    value = id;
  } else if (/^(assignees|features|allowed_users)$/.test(name)) {
    value = fc.array(id, { maxLength: 3 }).map((list) => JSON.stringify(list));
  } else if (/email|^to$/i.test(name)) {
    value = fc.oneof(fc.constantFrom(...real.emails), fc.emailAddress());
  } else if (/url|link/i.test(name)) {
    value = fc.oneof(fc.constant('https://example.com/page'), fc.webUrl());
  } else if (/date|completion/i.test(name)) {
    value = fc.constantFrom('2030-01-07', '2026-11-30', new Date().toISOString().slice(0, 10));
  } else if (/time$/i.test(name)) {
    value = fc.constantFrom('14:30', '09:00', '10:15');
  } else if (/pwd|password/i.test(name)) {
    value = fc.constantFrom('Strong-pass-1!', 'Correct-horse-1!', 'short');
  } else {
    const example = typeof schema.example === 'string' ? [fc.constant(schema.example)] : [];
    value = fc.oneof(
      ...example,
      fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 60, 60) }),
    );
  }
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

/** A field's value: mostly plausible, sometimes anything at all. */
const fieldValue = (name: string, schema: Schema, components: Record<string, Schema>, real: Realistic) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible(name, schema, components, real) },
    { weight: 1, arbitrary: oddValue },
  );

const extraFields = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', 'owner_id')),
      oddValue,
      { maxKeys: 3 },
    ),
  },
);

/** An object with the schema's fields, each present or not, and sometimes fields it does not know. */
function objectBody(schema: Schema, components: Record<string, Schema>, real: Realistic) {
  const properties = resolve(schema, components).properties ?? {};
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        fieldValue(name, property, components, real),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.tuple(fields, extraFields).map(([known, extra]) => ({ ...extra, ...known }));
}

const wrongContentTypes = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/merge-patch+json',
  'application/xml',
  'application/json, text/html',
];

const contentType = (right: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant<string | null>(right) },
    { weight: 1, arbitrary: fc.constantFrom(...wrongContentTypes) },
  );

/** Deep nesting (as text: it is more than JSON.stringify can write), which recursive code overflows on. */
const deepJson = fc
  .tuple(fc.constantFrom(1_000, 100_000), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

const malformedJson = fc.oneof(
  deepJson,
  fc.constantFrom(
    '{',
    '{"a":',
    '{"email": "x"',
    'nul',
    "{'a': 1}",
    '{"a":1,}',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
  fc.string({ maxLength: 30 }),
);

const hugeBody = fc.record({
  kind: fc.constant('huge' as const),
  bytes: fc.constantFrom(1024 * 1024 + 1, 3 * 1024 * 1024, 11 * 1024 * 1024),
  chunked: fc.boolean(),
});

const filePart: fc.Arbitrary<FilePart> = fc.record({
  file: fc.oneof(
    fc.constantFrom(
      'logo.png',
      'plan.pdf',
      'notes.docx',
      '../../../etc/passwd',
      'a\u0000.png',
      '',
      '.png',
      `${'a'.repeat(300)}.pdf`,
    ),
    oddText,
  ),
  type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/x-msdownload', ''),
  bytes: fc.oneof(
    fc.constantFrom('%PDF-1.4\n%%EOF\n', '\x89PNG\r\n\x1a\n', 'GIF89a', 'MZ\x90\x00', ''),
    fc.string({ maxLength: 200 }),
  ),
});

function formBody(schema: Schema, components: Record<string, Schema>, real: Realistic) {
  const properties = resolve(schema, components).properties ?? {};
  const part = (name: string, property: Schema): fc.Arbitrary<string | FilePart> => {
    const resolved = resolve(property, components);
    const binary =
      resolved.format === 'binary' || resolve(resolved.items ?? {}, components).format === 'binary';
    if (binary) return fc.oneof({ weight: 4, arbitrary: filePart }, { weight: 1, arbitrary: oddText });
    return fieldValue(name, property, components, real).map((value) =>
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    );
  };
  type Field = [string, string | FilePart];
  const madeUp: fc.Arbitrary<Field> = fc.tuple(
    fc.string({ maxLength: 10 }),
    fc.oneof<fc.Arbitrary<string | FilePart>[]>(oddText, filePart),
  );
  const fields = fc.array(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .constantFrom(...Object.keys(properties))
          .chain((name) => part(name, properties[name] ?? {}).map((value): Field => [name, value])),
      },
      {
        weight: 1,
        arbitrary: madeUp,
      },
    ),
    { maxLength: Object.keys(properties).length + 2 },
  );
  // Usually every field once, as a browser sends it; then some dropped, repeated or made up.
  const complete = fc
    .record(
      Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, part(name, property)])),
      {
        requiredKeys: [],
      },
    )
    .map((record) => Object.entries(record).filter((field): field is Field => field[1] !== undefined));
  return fc.oneof(complete, fields).map((list): Body => ({ kind: 'form', fields: list }));
}

function bodyFor(
  operation: Operation,
  schema: Schema | undefined,
  components: Record<string, Schema>,
  real: Realistic,
): fc.Arbitrary<Body> {
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant({ kind: 'none' });
  const text = (content: fc.Arbitrary<string>, type: string) =>
    fc.record({ kind: fc.constant('text' as const), contentType: contentType(type), text: content });
  if (operation.bodyType === 'multipart/form-data' && schema) {
    return fc.oneof(
      { weight: 8, arbitrary: formBody(schema, components, real) },
      {
        weight: 1,
        arbitrary: text(
          fc.oneof(malformedJson, fc.constant('--xyz\r\nbroken')),
          'multipart/form-data; boundary=xyz',
        ),
      },
      { weight: 1, arbitrary: hugeBody },
    );
  }
  const json = (value: fc.Arbitrary<unknown>) =>
    text(
      value.map((item) => JSON.stringify(item)),
      'application/json',
    );
  if (operation.bodyType === 'application/json' && schema) {
    return fc.oneof(
      { weight: 12, arbitrary: json(objectBody(schema, components, real)) },
      { weight: 1, arbitrary: json(fc.oneof(oddValue, fc.jsonValue({ maxDepth: 2 }))) },
      { weight: 1, arbitrary: text(malformedJson, 'application/json') },
      { weight: 1, arbitrary: hugeBody },
    );
  }
  // No body documented: usually none, sometimes one anyway.
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 1, arbitrary: json(oddValue) },
    { weight: 1, arbitrary: text(malformedJson, 'application/json') },
  );
}

function callerFor(operation: Operation): fc.Arbitrary<Caller> {
  const usual: Caller[] = [
    ...(operation.auth.includes('Bearer')
      ? isStaffCall(operation)
        ? (['staff admin'] as const)
        : (['owner', 'member'] as const)
      : []),
    ...(operation.auth.includes('FormToken') ? (['form token'] as const) : []),
  ];
  const anyone = fc.constantFrom<Caller>(
    'none',
    'owner',
    'member',
    'staff admin',
    'forged bearer',
    'form token',
    'forged form token',
  );
  if (usual.length === 0) return anyone;
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: anyone });
}

/** Everything about one request to `operation` but the credentials' values, which the test makes fresh. */
export function requestPlans(
  operation: Operation,
  document: { components?: { schemas?: Record<string, Schema> } },
  bodySchema: Schema | undefined,
  real: Realistic,
): fc.Arbitrary<RequestPlan> {
  const components = document.components?.schemas ?? {};
  const pathValue = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(real.ids[name] ?? Object.values(real.ids)[0] ?? '') },
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(real.ids)) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: oddText.filter((text) => text.length > 0 && text.length < 5000) },
    );
  const queryValue = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: plausible(name, {}, components, real).map(String) },
      { weight: 1, arbitrary: oddText.filter((text) => text.length < 5000) },
    );
  const queryField = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(...(operation.queryParams.length ? operation.queryParams : ['q'])),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  return fc.record({
    pathValues: fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, pathValue(name)]))),
    rawPath: fc.boolean().map((raw) => raw && operation.pathParams.length > 0),
    query: fc.array(
      queryField.chain((name) => queryValue(name).map((value) => [name, value] as [string, string])),
      {
        maxLength: operation.queryParams.length + 1,
      },
    ),
    caller: callerFor(operation),
    body: bodyFor(operation, bodySchema, components, real),
    ip: fc.ipV4(),
  });
}
