import { Type } from '@fastify/type-provider-typebox';
import { buildSharedSerializer } from './serialization';

const route = (schema: unknown, httpStatus = '200') => ({
  schema,
  method: 'GET',
  url: '/test',
  httpStatus,
});

describe('buildSharedSerializer', () => {
  const Answer = Type.Object({ id: Type.Integer(), name: Type.String() });

  it('compiles a schema once for every app of the process, and serializes by it', () => {
    const first = buildSharedSerializer({}, undefined)(route(Answer));
    const second = buildSharedSerializer({}, undefined)(route(Answer, '201'));
    expect(second).toBe(first);
    expect(first({ id: 3, name: '상명', extra: true })).toBe('{"id":3,"name":"상명"}');
    // Another schema object, even an equal one, is another serializer.
    const other = buildSharedSerializer({}, undefined)(route(Type.Object({ id: Type.Integer() })));
    expect(other).not.toBe(first);
    expect(other({ id: 4, name: 'x' })).toBe('{"id":4}');
  });

  it('refuses shared schemas and serializer options, which a schema alone does not capture', () => {
    expect(() => buildSharedSerializer({ shared: { $id: 'shared', type: 'string' } })).toThrow(
      /shared schemas/,
    );
    expect(() => buildSharedSerializer({}, { rounding: 'floor' })).toThrow(/shared schemas/);
  });
});
