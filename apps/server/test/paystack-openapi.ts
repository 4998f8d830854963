import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

/**
 * Paystack's own OpenAPI file (fixtures/paystack/openapi.yaml) as Ajv validators, for the tests
 * that hold the sandbox and our client to it.
 */
export async function loadPaystackSchemas() {
  const doc = parse(
    await readFile(join(import.meta.dirname, 'fixtures/paystack/openapi.yaml'), 'utf8'),
  );
  // OpenAPI 3.0 schemas are JSON Schema plus `nullable` and `example`, which Ajv accepts unstrict.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'paystack', components: typelessNullable(doc.components) });
  const schema = (pointer: string): ValidateFunction => {
    const found = ajv.getSchema(`paystack#/components/${pointer}`);
    if (!found) throw new Error(`no schema at ${pointer}`);
    return found;
  };
  return {
    ajv,
    schema,
    responseSchema: (name: string) => schema(`responses/${name}/content/application~1json/schema`),
    /** What is wrong with `body` by that response schema ('' when it fits). */
    problems: (name: string, body: unknown) => {
      const check = schema(`responses/${name}/content/application~1json/schema`);
      return check(body) ? '' : ajv.errorsText(check.errors);
    },
  };
}

/**
 * OpenAPI 3.0 allows `nullable: true` on a schema without a type (any value, null included);
 * Ajv wants a type beside it. Dropping the keyword there keeps the same meaning.
 */
function typelessNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typelessNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' && !('type' in node)) continue;
    out[key] = typelessNullable(value);
  }
  return out;
}
