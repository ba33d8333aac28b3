import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';

/**
 * A small ustar writer and reader (gzip-compressed), enough for our backups: regular files
 * only, names up to 255 bytes. Any tar tool can open what this writes (`tar -tzf`).
 */

const BLOCK = 512;

export interface TarInput {
  /** The name inside the archive, with forward slashes. */
  name: string;
  /** A file on disk, the bytes themselves, or how to fetch them when their turn comes. */
  source: string | Buffer | (() => Promise<Buffer>);
}

function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const rest = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) {
    throw new Error(`name too long for the archive: ${name}`);
  }
  return { name: rest, prefix };
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(entryName: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const { name, prefix } = splitName(entryName);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);

/** Writes `entries` as a gzip-compressed tar file at `target`, one file in memory at a time. */
export async function writeTarGz(target: string, entries: Iterable<TarInput>): Promise<void> {
  const now = Date.now();
  async function* blocks(): AsyncGenerator<Buffer> {
    for (const entry of entries) {
      const { source } = entry;
      const data =
        typeof source === 'string'
          ? await readFile(source)
          : typeof source === 'function'
            ? await source()
            : source;
      yield header(entry.name, data.length, now);
      yield data;
      yield padding(data.length);
    }
    yield Buffer.alloc(BLOCK * 2, 0);
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(target));
}

function readString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block: Buffer, start: number, length: number): number {
  const text = readString(block, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('damaged archive: bad number in a header');
  return parseInt(text, 8);
}

/** A name that stays inside where it is extracted: no absolute path, no `..`, no backslash. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Reads every regular file of a gzip-compressed tar; throws on a damaged or unsafe archive. */
export async function readTarGz(file: string): Promise<Map<string, Buffer>> {
  const tar = await promisify(gunzip)(await readFile(file));
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    const stored = readOctal(block, 148, 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
    if (sum !== stored) throw new Error('damaged archive: header checksum');
    const size = readOctal(block, 124, 12);
    const prefix = readString(block, 345, 155);
    const name = prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100);
    const type = readString(block, 156, 1);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new Error('damaged archive: truncated');
    if (type === '0' || type === '') {
      if (!isSafeEntryName(name)) throw new Error(`unsafe name in the archive: ${name}`);
      files.set(name, tar.subarray(start, start + size));
    }
    offset = start + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  throw new Error('damaged archive: no end marker');
}
