import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarGz, writeTarGz } from './tar-archive.js';

const dir = mkdtempSync(path.join(tmpdir(), 'salon-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('our tar writer and reader', () => {
  it('round-trips files, long names included, and tar itself reads what we write', async () => {
    const long = `uploads/${'thư-mục/'.repeat(12)}ảnh.webp`;
    const file = path.join(dir, 'a.tar.gz');
    await writeTarGz(file, [
      { name: 'manifest.json', source: Buffer.from('{"a":1}') },
      { name: long, source: Buffer.alloc(1500, 7) },
      { name: 'empty.txt', source: Buffer.alloc(0) },
    ]);
    const files = await readTarGz(file);
    expect([...files.keys()]).toEqual(['manifest.json', long, 'empty.txt']);
    expect(files.get(long)).toEqual(Buffer.alloc(1500, 7));
    expect(files.get('empty.txt')?.length).toBe(0);
    const listed = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(['manifest.json', long, 'empty.txt']);
  });

  it('refuses an archive whose names would escape where it is extracted', async () => {
    for (const name of ['../evil.sh', 'uploads/../../etc/passwd', '/etc/passwd']) {
      const file = path.join(dir, 'evil.tar.gz');
      await writeTarGz(file, [{ name, source: Buffer.from('x') }]);
      await expect(readTarGz(file)).rejects.toThrow(/unsafe name/);
    }
  });

  it('refuses a damaged or truncated archive', async () => {
    const file = path.join(dir, 'cut.tar.gz');
    await writeTarGz(file, [{ name: 'a', source: Buffer.alloc(4000, 1) }]);
    writeFileSync(file, readFileSync(file).subarray(0, 20));
    await expect(readTarGz(file)).rejects.toThrow();
  });
});
