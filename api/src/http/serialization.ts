import {
  SerializerSelector,
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

const buildFastJsonStringify = SerializerSelector();
/** The response serializers compiled in this process, by schema object. */
const compiled = new WeakMap<object, Serializer>();

/**
 * Fastify's serializer factory (`schemaController.compilersFactory.buildSerializer`): its default,
 * fast-json-stringify, with one serializer per response schema for the whole process instead of
 * one per app. The route schemas are module constants, and compiling them is much of what
 * building an app costs: the server builds one app per process and compiles what it did before,
 * while a test file builds one per database and compiled every schema twice (docs/benchmarks.md,
 * "CI: where the time goes"). A serializer then depends on its schema alone, as long as the app
 * adds no shared schemas (`addSchema`, where a `$ref` could mean another thing in another app)
 * nor serializer options: those are refused rather than cached wrongly.
 */
export const buildSharedSerializer: SerializerFactory = (externalSchemas, options) => {
  if (Object.keys(externalSchemas ?? {}).length > 0 || options !== undefined) {
    throw new Error('buildSharedSerializer caches by schema alone: no shared schemas nor options');
  }
  const compile = buildFastJsonStringify(externalSchemas, options);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (serializer === undefined) {
      serializer = compile(route);
      compiled.set(schema, serializer);
    }
    return serializer;
  };
};
