import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../lib/uploads/file-storage.js';
import { toCsv } from './csv.js';
import { collectPersonalData } from './personal-data.js';
import { writeTarGz } from './tar-gz.js';

const README = `Dữ liệu cá nhân của bạn tại salon.
- du-lieu.json: toàn bộ dữ liệu, đọc được bằng máy (quyền chuyển dữ liệu).
- Các tệp .csv: từng loại dữ liệu, mở được bằng Excel hoặc Google Sheets.
Căn cứ: Luật Bảo vệ dữ liệu cá nhân 91/2025/QH15 và Nghị định 13/2023/NĐ-CP.
`;

/** A one-time download token and the SHA-256 we store instead of it. */
export function newArchiveToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashArchiveToken(token) };
}
export function hashArchiveToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The data archives, under privacy-archives/ in the file store (never served statically). */
export class PrivacyArchives {
  constructor(private readonly storage: FileStorage) {}

  /** Collects everything about the person and writes one .tar.gz; returns its file name. */
  async build(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
    const data = await collectPersonalData(db, userId);
    const entries = [
      { name: 'README.txt', content: README },
      {
        name: 'du-lieu.json',
        content: JSON.stringify({ exported_at: now.toISOString(), ...data }, null, 2),
      },
      ...Object.entries(data).map(([section, rows]) => ({
        name: `${section}.csv`,
        content: toCsv(rows),
      })),
    ];
    const file = `${randomBytes(16).toString('hex')}.tar.gz`;
    await this.storage.put(this.#key(file), writeTarGz(entries, now), {
      contentType: 'application/gzip',
      private: true,
    });
    return file;
  }

  async read(file: string): Promise<Buffer> {
    const data = await this.storage.read(this.#key(file));
    if (!data) throw new Error(`archive ${file} is gone`);
    return data;
  }

  async remove(file: string): Promise<void> {
    await this.storage.delete(this.#key(file));
  }

  #key(file: string): string {
    if (!/^[0-9a-f]{32}\.tar\.gz$/.test(file)) throw new Error('not an archive name');
    return `privacy-archives/${file}`;
  }
}
