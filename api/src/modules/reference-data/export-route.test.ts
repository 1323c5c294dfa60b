import { crc32 } from 'node:zlib';
import { signedInMember, testDatabaseKinds, useTestApi } from '../../testing';
import { DATA_FILE_NAMES } from './files';
import { exportReferenceData, importReferenceData } from './service';

/** The entries of a ZIP read from its central directory, each checked against its CRC-32. */
function readZip(archive: Buffer): Map<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let entry = archive.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(entry)).toBe(0x02014b50);
    const checksum = archive.readUInt32LE(entry + 16);
    const size = archive.readUInt32LE(entry + 24);
    const nameLength = archive.readUInt16LE(entry + 28);
    const local = archive.readUInt32LE(entry + 42);
    const name = archive.subarray(entry + 46, entry + 46 + nameLength).toString('utf8');
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    expect(crc32(data)).toBe(checksum);
    files.set(name, data.toString('utf8'));
    entry += 46 + nameLength;
  }
  return files;
}

describe.each(testDatabaseKinds())('GET /api/v1/admin/reference-data/export (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  it('is for admins only', async () => {
    const member = await signedInMember(api);
    const url = '/api/v1/admin/reference-data/export';
    expect((await api.app.inject({ url })).statusCode).toBe(401);
    expect((await api.app.inject({ url, headers: member.headers })).statusCode).toBe(403);
  });

  it('downloads the live data as the import reads it: importing it back changes nothing', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const response = await api.app.inject({
      url: '/api/v1/admin/reference-data/export',
      headers: admin.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="smunity-reference-data.zip"',
    );
    const files = readZip(response.rawPayload);
    expect([...files.keys()].sort()).toEqual([...DATA_FILE_NAMES].sort());
    expect(files).toEqual(await exportReferenceData(api.db));
    const outcome = await importReferenceData(api.db, files, {
      dryRun: true,
      actor: { source: 'CLI' },
    });
    expect(outcome.status).toBe('unchanged');
  });
});
