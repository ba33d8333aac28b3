import { CATALOG_ADMIN_MESSAGES as M, IMAGE_UPLOAD, UPLOAD_MESSAGES } from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { ImageStore, StoredImage } from '../../lib/uploads/image-store.js';
import type { UploadedFile } from '../../lib/uploads/multipart-form.js';
import type {
  ItemImages,
  ItemTable,
  ItemImagesRepository,
} from './admin-item-images.repository.js';

/**
 * The gallery of a product or service: `image_urls` and `thumbnail_urls`, index-aligned. Files
 * are written before the row changes and removed again when the row cannot take them, so a
 * failure leaves neither stray files nor rows pointing at missing files.
 */
export class ItemImagesService {
  constructor(
    private readonly repository: ItemImagesRepository,
    private readonly images: ImageStore,
    private readonly table: ItemTable,
    private readonly notFound: () => AppError,
    private readonly audit: AuditTrail,
  ) {}

  /** Records the gallery's change in the audit log, in the transaction that writes it. */
  #recorder(id: number, what: string) {
    return async (trx: Db, before: ItemImages, after: ItemImages) => {
      const name = await this.repository.nameOf(this.table, id, trx);
      const label = this.table === 'products' ? 'sản phẩm' : 'dịch vụ';
      await this.audit.record(trx, {
        action: 'update',
        resource: this.table === 'products' ? 'product' : 'service',
        resourceId: id,
        summary: `${what} ${label} ${name}`,
        before: { image_urls: before.image_urls },
        after: { image_urls: after.image_urls },
      });
    };
  }

  async add(id: number, files: UploadedFile[]): Promise<ItemImages> {
    if (files.length === 0) throw fieldError('images', M.noImages);
    const existing = await this.repository.read(this.table, id);
    if (!existing) throw this.notFound();
    if (existing.image_urls.length + files.length > IMAGE_UPLOAD.catalogMaxFiles) {
      throw tooMany();
    }
    const saved: StoredImage[] = [];
    try {
      for (const file of files) {
        saved.push(await this.images.save(file.buffer, this.table, { field: 'images' }));
      }
      const result = await this.repository.update(
        this.table,
        id,
        (current) => {
          if (current.image_urls.length + saved.length > IMAGE_UPLOAD.catalogMaxFiles) {
            throw tooMany();
          }
          return {
            image_urls: [...current.image_urls, ...saved.map((s) => s.url)],
            thumbnail_urls: [...current.thumbnail_urls, ...saved.map((s) => s.thumbnail_url)],
          };
        },
        this.#recorder(id, 'Thêm ảnh'),
      );
      if (!result) throw this.notFound();
      return result;
    } catch (error) {
      await Promise.all(saved.map((s) => this.images.remove(s.url)));
      throw error;
    }
  }

  /** The same images in a new order; thumbnails follow their image. */
  async reorder(id: number, order: string[]): Promise<ItemImages> {
    const result = await this.repository.update(
      this.table,
      id,
      (current) => {
        const sameSet =
          order.length === current.image_urls.length &&
          new Set(order).size === order.length &&
          order.every((url) => current.image_urls.includes(url));
        if (!sameSet) throw fieldError('image_urls', M.imagesOrderInvalid);
        return {
          image_urls: order,
          thumbnail_urls: order.map(
            (url) => current.thumbnail_urls[current.image_urls.indexOf(url)] ?? url,
          ),
        };
      },
      this.#recorder(id, 'Sắp xếp ảnh'),
    );
    if (!result) throw this.notFound();
    return result;
  }

  async remove(id: number, url: string): Promise<ItemImages> {
    let removed: { url: string; thumbnail: string | undefined } | null = null;
    const result = await this.repository.update(
      this.table,
      id,
      (current) => {
        const index = current.image_urls.indexOf(url);
        if (index < 0) throw new AppError('IMAGE_NOT_FOUND', M.imageNotFound, 404);
        removed = { url, thumbnail: current.thumbnail_urls[index] };
        return {
          image_urls: current.image_urls.filter((_, i) => i !== index),
          thumbnail_urls: current.thumbnail_urls.filter((_, i) => i !== index),
        };
      },
      this.#recorder(id, 'Xóa ảnh'),
    );
    if (!result) throw this.notFound();
    if (removed) await this.removeFiles([removed]);
    return result;
  }

  /** Deletes an item's files (after its row is gone). */
  async removeAll(images: ItemImages): Promise<void> {
    await this.removeFiles(
      images.image_urls.map((url, i) => ({ url, thumbnail: images.thumbnail_urls[i] })),
    );
  }

  private async removeFiles(files: { url: string; thumbnail: string | undefined }[]) {
    await Promise.all(
      files.flatMap(({ url, thumbnail }) => [
        this.images.remove(url),
        thumbnail ? this.images.remove(thumbnail) : Promise.resolve(),
      ]),
    );
  }
}

function tooMany(): AppError {
  const message = UPLOAD_MESSAGES.tooMany(IMAGE_UPLOAD.catalogMaxFiles);
  return new AppError('TOO_MANY_FILES', message, 422, { images: [message] });
}
