import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { App } from '../../src/app.js';
import { checkingResponses } from './test-environment.js';

interface MediaType {
  schema?: unknown;
}

interface Operation {
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: unknown;
}

/** Calls the document leaves out on purpose (docs.test.ts says which): the documents, the test checkout's pages. */
const undocumented = (path: string) =>
  ['/api/openapi.json', '/api/docs'].includes(path) || path.startsWith('/api/payments/test-checkout/');

/** The document's operations with a pattern for their path, the ones with fewer parameters first. */
function operationsOf(document: Document) {
  return Object.entries(document.paths)
    .flatMap(([template, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        operation,
        pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
        parameters: (template.match(/\{/g) ?? []).length,
      })),
    )
    .sort((a, b) => a.parameters - b.parameters);
}

/**
 * Rewrites the document's OpenAPI 3.0 schema words into the JSON Schema draft 7 that Ajv reads, in place: an
 * exclusive bound (`minimum: 0, exclusiveMinimum: true`, draft 4) becomes `exclusiveMinimum: 0`, and `nullable`
 * on a schema with no `type` of its own (a `$ref`, an `allOf`) becomes "that schema, or null" — Ajv reads
 * `nullable` only beside a `type`.
 */
function toDraft7(value: unknown): unknown {
  if (Array.isArray(value)) value.forEach(toDraft7);
  else if (value && typeof value === 'object') {
    const schema = value as Record<string, unknown>;
    for (const [exclusive, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof schema[exclusive] === 'boolean') {
        if (schema[exclusive]) schema[exclusive] = schema[bound];
        else delete schema[exclusive];
        if (schema[exclusive] !== undefined) delete schema[bound];
      }
    }
    Object.values(schema).forEach(toDraft7);
    if (schema.nullable === true && schema.type === undefined) {
      const rest = { ...schema };
      delete rest.nullable;
      for (const key of Object.keys(schema)) delete schema[key];
      schema.anyOf = [rest, { type: 'null' }];
    }
  }
  return value;
}

/** Checks answers against the OpenAPI document: status, content type and, for JSON, the body's schema. */
class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly operations: ReturnType<typeof operationsOf>;

  constructor(document: Document) {
    // ajv-formats is CommonJS: its plugin is the module's `default`.
    addFormats.default(this.ajv);
    this.ajv.addFormat('binary', true);
    // Component schemas are referenced as `#/components/schemas/X`; they are kept under the id `document`.
    const text = JSON.stringify(document).replaceAll('"#/components/', '"document#/components/');
    const rewritten = toDraft7(JSON.parse(text)) as Document;
    this.ajv.addSchema({ $id: 'document', components: rewritten.components }, 'document');
    this.operations = operationsOf(rewritten);
  }

  /** What is wrong with `response` as the answer to `method path`, or null when the document allows it. */
  async problem(method: string, path: string, response: Response): Promise<string | null> {
    const found = this.operations.find((entry) => entry.method === method && entry.pattern.test(path));
    // A path the API does not serve answers the app's 404 (or 405), which no operation describes.
    if (!found) return null;
    const status = String(response.status);
    const documented = found.operation.responses[status] ?? found.operation.responses.default;
    const where = `${method} ${found.template} answered ${status}`;
    if (!documented) return `${where}, a status the document does not list`;
    if (!documented.content || response.status === 204) return null;
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    // A media range (`image/*`) in the document covers every type under it.
    const media =
      documented.content[contentType] ?? documented.content[`${contentType.split('/')[0] ?? ''}/*`];
    if (!media) {
      const body = await response.clone().text();
      if (body === '') return null;
      return `${where} as ${contentType || 'no content type'}; the document says ${Object.keys(documented.content).join(' or ')}`;
    }
    if (contentType !== 'application/json' || !media.schema) return null;
    const key = `${method} ${found.template} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(media.schema as object);
      this.validators.set(key, validate);
    }
    const body: unknown = await response.clone().json();
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
      );
    return `${where} with a body the document does not allow:\n  ${errors.join('\n  ')}\n  body: ${JSON.stringify(body).slice(0, 500)}`;
  }
}

/** One checker for the test file: every app of the suite serves the same document. */
let checker: Promise<ResponseChecker> | undefined;

/**
 * Makes every answer `app.request` (and `app.fetch`) gives in a test a check of the OpenAPI document: a
 * status it does not list, another content type or a JSON body its schema refuses throws, failing the test
 * at the call that got it. The document is read once from the app's own `/api/openapi.json`.
 *
 * On in every run (CHECK_RESPONSES=0 turns it off, e.g. to see a test's own failure first).
 */
export function checkResponses(app: App): App {
  if (!checkingResponses) return app;
  const fetch = app.fetch;
  app.fetch = async (request, ...rest) => {
    const response = await fetch(request, ...rest);
    const path = new URL(request.url).pathname;
    const streaming = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
    if (!path.startsWith('/api/') || undocumented(path) || streaming || request.method === 'HEAD')
      return response;
    const ready = (checker ??= Promise.resolve(fetch(new Request('http://localhost/api/openapi.json'))).then(
      async (answer: Response) => new ResponseChecker((await answer.json()) as Document),
    ));
    const problem = await (await ready).problem(request.method, path, response);
    if (problem) throw new Error(`The answer breaks the OpenAPI document: ${problem}`);
    return response;
  };
  return app;
}
