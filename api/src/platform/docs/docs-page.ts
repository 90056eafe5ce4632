import type { OpenAPIHono } from '@hono/zod-openapi';

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPIDocument']>;
type PathItem = NonNullable<OpenApiDocument['paths']>[string];
type Operation = NonNullable<PathItem['get']>;

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Pretty JSON with `$ref`s to component schemas turned into links to their section. */
function schemaBlock(value: unknown): string {
  const html = escapeHtml(JSON.stringify(value, null, 2)).replace(
    /&#34;#\/components\/schemas\/([\w.-]+)&#34;/g,
    (_, name: string) => `<a href="#schema-${name}">${name}</a>`,
  );
  return `<pre>${html}</pre>`;
}

function operationSection(path: string, method: string, operation: Operation): string {
  const security = (operation.security ?? [])
    .map((requirement) => Object.keys(requirement).join(' + ') || 'none')
    .join(' or ');
  const parameters = operation.parameters ?? [];
  const body =
    operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : null;
  const responses = Object.entries(operation.responses ?? {});
  return `<section class="operation">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(operation.summary ?? '')}</p>
  ${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
  ${security ? `<p><strong>Auth:</strong> ${escapeHtml(security)}</p>` : ''}
  ${parameters.length ? `<h4>Parameters</h4>${schemaBlock(parameters)}` : ''}
  ${body ? `<h4>Body</h4>${schemaBlock(body)}` : ''}
  <h4>Responses</h4>
  ${responses
    .map(([status, response]) => {
      const content = 'content' in response ? response.content : undefined;
      const description = 'description' in response ? response.description : '';
      return `<p><strong>${escapeHtml(status)}</strong> ${escapeHtml(description)}</p>${content ? schemaBlock(content) : ''}`;
    })
    .join('\n')}
</section>`;
}

/**
 * A self-contained reference page rendered from the OpenAPI document: no scripts and no CDN, so it
 * works offline and under the site's Content-Security-Policy.
 */
export function renderDocsPage(
  document: OpenApiDocument,
  groups: readonly { name: string; tags: readonly string[] }[],
): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation, tag: operation.tags?.[0] ?? 'Other' }] : [];
    }),
  );
  const used = new Set(operations.map((operation) => operation.tag));
  // By area, in the groups' order; a tag no group lists comes last, under "Other".
  const listed = groups.flatMap((group) =>
    group.tags.filter((tag) => used.has(tag)).map((tag) => ({ tag, area: group.name })),
  );
  const tags = [
    ...listed,
    ...[...used]
      .filter((tag) => !listed.some((entry) => entry.tag === tag))
      .map((tag) => ({ tag, area: 'Other' })),
  ];
  const areas = [...new Set(tags.map((entry) => entry.area))];
  const schemas = Object.entries(document.components?.schemas ?? {});
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #1f2933; }
  pre { background: #f5f7fa; padding: 12px; overflow-x: auto; border-radius: 6px; font-size: 13px; }
  .operation { border-top: 1px solid #e4e7eb; padding-top: 8px; }
  .method { display: inline-block; min-width: 56px; padding: 2px 8px; border-radius: 4px; color: #fff; font-size: 13px; text-align: center; }
  .get { background: #2f80ed; } .post { background: #27ae60; } .put, .patch { background: #f2994a; } .delete { background: #eb5757; }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav><ul>${areas
    .map(
      (area) =>
        `<li>${escapeHtml(area)}<ul>${tags
          .filter((entry) => entry.area === area)
          .map(({ tag }) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tags
  .map(
    ({ tag, area }) =>
      `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(area === tag ? tag : `${area}: ${tag}`)}</h2>\n${operations
        .filter((operation) => operation.tag === tag)
        .map(({ path, method, operation }) => operationSection(path, method, operation))
        .join('\n')}`,
  )
  .join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas.map(([name, schema]) => `<h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3>${schemaBlock(schema)}`).join('\n')}
</body>
</html>`;
}
