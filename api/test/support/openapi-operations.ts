import type { App } from '../../src/app.js';

/** One operation of the OpenAPI document, as the fuzz and access suites read it. */
export interface Operation {
  /** `METHOD /api/path/{param}/`, as the document writes it. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The body's content type, if it takes one. */
  bodyType: 'application/json' | 'multipart/form-data' | null;
  /** The body's fields (its schema's properties). */
  bodyFields: string[];
  /** Whether it takes a bearer token, a form token, either, or nothing. */
  auth: ('Bearer' | 'FormToken')[];
}

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: Record<string, unknown>[];
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

function fieldsOf(document: Document, schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.$ref)
    return fieldsOf(document, document.components?.schemas?.[schema.$ref.split('/').at(-1) ?? '']);
  return [
    ...Object.keys(schema.properties ?? {}),
    ...(schema.allOf ?? []).flatMap((part) => fieldsOf(document, part)),
  ];
}

/** Every operation the app documents, read from its own `/api/openapi.json`. */
export async function readOperations(app: App): Promise<Operation[]> {
  const document = (await (await app.request('/api/openapi.json')).json()) as Document;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const bodyType = (Object.keys(content)[0] ?? null) as Operation['bodyType'];
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyType,
        bodyFields: bodyType ? fieldsOf(document, content[bodyType]?.schema) : [],
        auth: (operation.security ?? []).flatMap((scheme) => Object.keys(scheme)) as Operation['auth'],
      };
    }),
  );
}

/** The path with each `{param}` replaced by `values[param]`. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
