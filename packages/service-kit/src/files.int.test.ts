// The encrypted file store against the real database: what is at rest, and what comes back.
import { dropTestDeps, testDeps } from './testing';
import { EncryptedFileStore, fileKey } from './files';
import type { ServiceDeps } from './service';

jest.setTimeout(60_000);

describe('the encrypted file store', () => {
  let deps: ServiceDeps;
  let files: EncryptedFileStore;

  beforeAll(async () => {
    deps = testDeps('visa');
    files = new EncryptedFileStore(deps.mongo.db, 'sealed_files', fileKey(undefined, 'a-test-secret-of-at-least-thirty-two-characters', 'test'));
    await files.init();
  });

  afterAll(async () => {
    await dropTestDeps(deps);
  });

  it('keeps files unreadable at rest, over several pieces, and gives the same bytes back', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4 passport of Amira Bennani '), Buffer.alloc(2_500_000, 9)]);
    await files.put('file-1', bytes);
    const pieces = await files.chunks.find({ fileId: 'file-1' }).sort({ n: 1 }).toArray();
    expect(pieces.length).toBe(3);
    expect(Buffer.concat(pieces.map((p) => Buffer.from(p.data.buffer))).includes(Buffer.from('Amira Bennani'))).toBe(false);
    expect(await files.get('file-1')).toEqual(bytes);
    await files.delete(['file-1']);
    expect(await files.get('file-1')).toBeUndefined();
  });

  it('refuses a file whose pieces were swapped for another file’s, and a key other than its own', async () => {
    await files.put('file-a', Buffer.from('first'));
    await files.put('file-b', Buffer.from('second'));
    const b = await files.chunks.findOne({ _id: 'file-b:0' });
    await files.chunks.updateOne({ _id: 'file-a:0' }, { $set: { data: b!.data } });
    await expect(files.get('file-a')).rejects.toThrow();
    const otherKey = new EncryptedFileStore(deps.mongo.db, 'sealed_files', fileKey('ab'.repeat(32), 'unused', 'test'));
    await expect(otherKey.get('file-b')).rejects.toThrow();
  });
});
