import { bearer, signedInMember, testDatabaseKinds, useTestApi } from '../testing';
import { fieldsWithRefusedCharacters, REFUSED_CHARACTER_MESSAGE } from './refused-characters';

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** Values PostgreSQL refuses, where they may sit in a string; the last two only fit in JSON. */
const URL_VALUES = ['\u0000', 'a\u0000', '\u0000b', '학번\u0000202312345'];
const BODY_VALUES = [...URL_VALUES, '\uD800', 'x\uDC00y', '\uDBFF'];

/** Every string a body schema accepts, as field paths (arrays at index 0, every union branch). */
function stringFields(schema: Schema | undefined, prefix: readonly string[] = []): string[][] {
  if (schema === undefined) return [];
  const fields: string[][] = [];
  if (schema.type === 'string' && prefix.length > 0) fields.push([...prefix]);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    fields.push(...stringFields(child, [...prefix, name]));
  }
  if (schema.items !== undefined) fields.push(...stringFields(schema.items, [...prefix, '0']));
  for (const branch of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    fields.push(...stringFields(branch, prefix));
  }
  return fields;
}

/** A body holding `value` at `path` and nothing else: the check must come before the schema's. */
function bodyWith(path: readonly string[], value: string): unknown {
  return path.reduceRight<unknown>(
    (inner, segment) => (/^\d+$/.test(segment) ? [inner] : { [segment]: inner }),
    value,
  );
}

interface Probe {
  label: string;
  method: string;
  url: string;
  payload?: unknown;
  field: string;
}

function probesOf(document: { paths: Record<string, Record<string, Operation>> }): Probe[] {
  const probes: Probe[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const urlWith = (target?: Parameter, value?: string) => {
        const path = template.replace(/\{([^}]+)\}/g, (_, name: string) =>
          encodeURIComponent(target?.in === 'path' && target.name === name ? value! : '1'),
        );
        const query = target?.in === 'query' ? `?${target.name}=${encodeURIComponent(value!)}` : '';
        return `${path}${query}`;
      };
      for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
        for (const value of URL_VALUES) {
          probes.push({
            label: `${method.toUpperCase()} ${template} ${parameter.in} ${parameter.name}`,
            method,
            url: urlWith(parameter, value),
            field: parameter.name,
          });
        }
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const field of stringFields(body)) {
        for (const value of BODY_VALUES) {
          probes.push({
            label: `${method.toUpperCase()} ${template} body ${field.join('.')}`,
            method,
            url: urlWith(),
            payload: bodyWith(field, value),
            field: field.join('.'),
          });
        }
      }
    }
  }
  return probes;
}

describe('fieldsWithRefusedCharacters', () => {
  it('names nested fields and property names, never echoing the character', () => {
    expect(
      fieldsWithRefusedCharacters({
        ok: 'fine 한글 😀',
        items: [{ name: 'a\u0000' }],
        ['key\u0000']: 'x',
        pair: '\uD83D\uDE00',
        lone: '\uDE00',
      }),
    ).toEqual(['items.0.name', 'key\uFFFD', 'lone']);
  });
});

describe.each(testDatabaseKinds())('characters PostgreSQL refuses (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  it('are a 400 naming the field on every route of the OpenAPI document, never a 5xx', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const document = (await api.app.inject({ url: '/api/docs/json' })).json();
    const probes = probesOf(document);
    // Every route with an input is driven: the document is not read as empty by mistake.
    expect(probes.length).toBeGreaterThan(200);

    // As an admin, or as a portal-verified student where the route is for them (sign-up, reset).
    const verified = bearer(api.tokens.signVerification('202312345').token);
    const send = (probe: Probe, auth: { authorization: string }) =>
      api.app.inject({
        method: probe.method.toUpperCase() as 'GET',
        url: probe.url,
        headers: { ...auth, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
    const answers: Array<{ label: string; status: number; named: boolean }> = [];
    for (const probe of probes) {
      let response = await send(probe, admin.headers);
      if (response.json().code === 'ACCOUNT008') response = await send(probe, verified);
      const detail = response.json().detail ?? {};
      answers.push({
        label: probe.label,
        status: response.statusCode,
        named: detail[probe.field] === REFUSED_CHARACTER_MESSAGE,
      });
    }

    expect(answers.filter((answer) => answer.status !== 400 || !answer.named)).toEqual([]);
  });

  it('refuses a lone surrogate sent as UTF-8 bytes in the URL', async () => {
    const response = await api.app.inject({
      method: 'DELETE',
      url: '/api/v1/plan/in-progress-courses/%ED%A0%80',
    });

    expect(response.statusCode).toBe(400);
  });
});
