import {
  IMAGE_UPLOAD,
  SLIDER_LIMITS,
  SLIDER_MESSAGES,
  buildSearchText,
  salonToday,
  searchWords,
  sliderFieldsSchema,
  type AdminSlider,
  type AdminSliderListQuery,
  type ApiPage,
  type PublicSlider,
  type PublicSliderQuery,
  type SliderFields,
  type SliderPosition,
} from '@salon/shared';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.js';
import { auditFields } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { VersionedCache } from '../catalog/catalog.cache.js';
import type { ImageStore, StoredImage } from '../../lib/uploads/image-store.js';
import type { MultipartForm } from '../../lib/uploads/multipart-form.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';
import { ImpressionBuffer } from './impression-buffer.js';
import { toAdminSlider, toPublicSlider } from './sliders.dto.js';
import type { SlidersRepository } from './sliders.repository.js';

/** The files a slider form may carry: the main image and one for narrow screens. */
export const SLIDER_UPLOAD_LIMITS = {
  maxFiles: 2,
  maxFileBytes: IMAGE_UPLOAD.sliderMaxBytes,
} as const;

/** Only images this module uploaded are ever deleted (demo pictures are shared). */
const OWN_UPLOADS = '/api/storage/sliders/';
const BANNER_SIZE = { maxSize: 1920, thumbnailSize: 480 } as const;

function notFound(): AppError {
  return new AppError('SLIDER_NOT_FOUND', SLIDER_MESSAGES.notFound, 404);
}

/** A zod failure as the API's 422: the first message, and every field's messages. */
function validationError(error: z.ZodError): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message ?? SLIDER_MESSAGES.saveFailed;
  return new AppError('VALIDATION_ERROR', first, 422, errors);
}

function parseFields(form: MultipartForm): SliderFields {
  // A field sent twice keeps its first value.
  const flat = Object.fromEntries(
    Object.entries(form.fields).map(([key, value]) => [
      key,
      Array.isArray(value) ? value[0] : value,
    ]),
  );
  const parsed = sliderFieldsSchema.safeParse(flat);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function columnsOf(fields: SliderFields) {
  return {
    title: fields.title,
    subtitle: fields.subtitle ?? null,
    description: fields.description ?? null,
    type: fields.type,
    position: fields.position,
    link_url: fields.link_url ?? null,
    link_text: fields.link_text ?? null,
    button_style: fields.button_style,
    target_type: fields.target_type,
    sort_order: fields.sort_order,
    start_date: fields.start_date ?? null,
    end_date: fields.end_date ?? null,
    is_active: fields.is_active,
    search_text: buildSearchText(fields.title, fields.subtitle),
  };
}

/** The columns the audit log compares (counters and search text left out). */
const AUDITED = [
  'title',
  'subtitle',
  'description',
  'type',
  'position',
  'link_url',
  'link_text',
  'button_style',
  'target_type',
  'sort_order',
  'start_date',
  'end_date',
  'is_active',
  'image_url',
  'mobile_image_url',
] as const;

/** One counted click per address and slider in the window; a loop cannot inflate it. */
const CLICKS: RateRule = { name: 'slider.click', limit: 1, windowMs: SLIDER_LIMITS.clickWindowMs };
/** Likewise one impression per address and slider in the window. */
const VIEWS: RateRule = { name: 'slider.view', limit: 1, windowMs: SLIDER_LIMITS.clickWindowMs };

const isFlagSet = (value: string | string[] | undefined) =>
  value === '1' || value === 'true' || (Array.isArray(value) && value[0] === '1');

/** Sliders and banners: what the storefront shows, and their management in the back office. */
export class SlidersService {
  readonly #impressions = new ImpressionBuffer();

  /** Public lists, kept until the data or the salon's day changes (every home page asks). */
  readonly #publicLists: VersionedCache | null;

  constructor(
    private readonly repository: SlidersRepository,
    private readonly images: ImageStore,
    /** Who already clicked or saw which slider, in the database (shared by every instance). */
    private readonly limits: RateLimits,
    private readonly today: () => string = () => salonToday(),
    dataVersion: (() => Promise<string>) | undefined,
    private readonly audit: AuditTrail,
  ) {
    this.#publicLists = dataVersion
      ? new VersionedCache(async () => `${await dataVersion()}@${this.today()}`, 50)
      : null;
  }

  listPublic(query: PublicSliderQuery): Promise<PublicSlider[]> {
    const read = async () => {
      const rows = await this.repository.listShowing(
        { type: query.type, position: query.position },
        this.today(),
        query.limit,
      );
      return rows.map(toPublicSlider);
    };
    if (!this.#publicLists) return read();
    return this.#publicLists.get(
      `${query.type ?? ''}|${query.position ?? ''}|${query.limit}`,
      read,
    );
  }

  homeBanners(): Promise<PublicSlider[]> {
    return this.listPublic({ type: 'banner', position: 'home', limit: SLIDER_LIMITS.homeBanners });
  }

  byPosition(position: SliderPosition): Promise<PublicSlider[]> {
    return this.listPublic({ position, limit: SLIDER_LIMITS.publicDefaultLimit });
  }

  /** Counts a click on a showing slider; repeated clicks from one address are not counted. */
  async recordClick(id: number, address: string): Promise<{ counted: boolean }> {
    if (!(await this.repository.isShowing(id, this.today()))) throw notFound();
    const wait = await this.limits.take([{ rule: CLICKS, subject: `${address}|${id}` }]);
    if (wait > 0) return { counted: false };
    await this.repository.addClick(id);
    return { counted: true };
  }

  /**
   * Notes that a page showed these sliders: once per address and showing slider in the window
   * (decided in the database, so every instance agrees), added up in memory and written by
   * `flushImpressions`; returns how many were counted.
   */
  async recordImpressions(ids: readonly number[], address: string): Promise<{ counted: number }> {
    // Only sliders showing now: made-up ids would fill the table with nothing.
    const unique = await this.repository.showingOf([...new Set(ids)], this.today());
    const taken = await this.limits.takeEach(
      unique.map((id) => ({ rule: VIEWS, subject: `${address}|${id}` })),
    );
    const seen = unique.filter((_, index) => taken[index]);
    this.#impressions.add(seen);
    return { counted: seen.length };
  }

  /** Writes the impressions counted so far; on failure they wait for the next flush. */
  async flushImpressions(): Promise<void> {
    if (this.#impressions.size === 0) return;
    const counts = this.#impressions.take();
    try {
      await this.repository.addImpressions(counts);
    } catch (error) {
      this.#impressions.restore(counts);
      throw error;
    }
  }

  async listAdmin(query: AdminSliderListQuery): Promise<ApiPage<AdminSlider>> {
    await this.flushImpressions();
    const today = this.today();
    const filter = {
      type: query.type,
      position: query.position,
      status: query.status,
      words: searchWords(query.search),
    };
    const { page, per_page: perPage } = query;
    const total = await this.repository.countAdmin(filter, today);
    const offset = (page - 1) * perPage;
    const rows =
      offset < total ? await this.repository.listAdmin(filter, today, perPage, offset) : [];
    return {
      data: rows.map((row) => toAdminSlider(row, today)),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      },
    };
  }

  async get(id: number): Promise<AdminSlider> {
    await this.flushImpressions();
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    return toAdminSlider(row, this.today());
  }

  /** Fields are checked before any image is written; images that end up unused are removed. */
  async create(form: MultipartForm): Promise<AdminSlider> {
    const fields = parseFields(form);
    const imageFile = form.files.find((file) => file.field === 'image');
    if (!imageFile) throw fieldError('image', SLIDER_MESSAGES.imageRequired);
    const mobileFile = form.files.find((file) => file.field === 'mobile_image');

    const saved: StoredImage[] = [];
    try {
      const image = await this.images.save(imageFile.buffer, 'sliders', {
        field: 'image',
        ...BANNER_SIZE,
      });
      saved.push(image);
      const mobile = mobileFile
        ? await this.images.save(mobileFile.buffer, 'sliders', { field: 'mobile_image' })
        : null;
      if (mobile) saved.push(mobile);
      const values = {
        ...columnsOf(fields),
        image_url: image.url,
        thumbnail_url: image.thumbnail_url,
        mobile_image_url: mobile?.url ?? null,
      };
      const row = await this.repository.transaction(async (repo, trx) => {
        const inserted = await repo.insert(values);
        await this.audit.record(trx, {
          action: 'create',
          resource: 'slider',
          resourceId: inserted.id,
          summary: `Tạo slider ${fields.title}`,
          after: auditFields(inserted, AUDITED),
        });
        return inserted;
      });
      return toAdminSlider(row, this.today());
    } catch (error) {
      await Promise.all(saved.map((image) => this.images.remove(image.url)));
      throw error;
    }
  }

  /**
   * Replaces the text fields; a new `image` or `mobile_image` replaces the old one, and
   * `remove_mobile_image=1` drops the mobile image. The main image can be replaced, never
   * removed: `remove_image=1` without a new image is refused.
   */
  async update(id: number, form: MultipartForm): Promise<AdminSlider> {
    const fields = parseFields(form);
    const existing = await this.repository.findById(id);
    if (!existing) throw notFound();
    const imageFile = form.files.find((file) => file.field === 'image');
    const mobileFile = form.files.find((file) => file.field === 'mobile_image');
    if (isFlagSet(form.fields.remove_image) && !imageFile) {
      throw fieldError('image', SLIDER_MESSAGES.imageRequired);
    }
    const dropMobile = isFlagSet(form.fields.remove_mobile_image);

    const saved: StoredImage[] = [];
    let row;
    try {
      const image = imageFile
        ? await this.images.save(imageFile.buffer, 'sliders', { field: 'image', ...BANNER_SIZE })
        : null;
      if (image) saved.push(image);
      const mobile = mobileFile
        ? await this.images.save(mobileFile.buffer, 'sliders', { field: 'mobile_image' })
        : null;
      if (mobile) saved.push(mobile);
      const values = {
        ...columnsOf(fields),
        ...(image ? { image_url: image.url, thumbnail_url: image.thumbnail_url } : {}),
        ...(mobile
          ? { mobile_image_url: mobile.url }
          : dropMobile
            ? { mobile_image_url: null }
            : {}),
      };
      row = await this.repository.transaction(async (repo, trx) => {
        const before = await repo.findById(id);
        if (!before) throw notFound();
        // Recorded first: a write the database refuses takes the entry back with it.
        await this.audit.record(trx, {
          action: 'update',
          resource: 'slider',
          resourceId: id,
          summary: `Cập nhật slider ${fields.title}`,
          before: auditFields(before, AUDITED),
          after: auditFields({ ...before, ...values }, AUDITED),
        });
        const updated = await repo.update(id, values);
        if (!updated) throw notFound();
        return updated;
      });
    } catch (error) {
      await Promise.all(saved.map((image) => this.images.remove(image.url)));
      throw error;
    }

    const replaced = [
      row.image_url !== existing.image_url ? existing.image_url : null,
      row.mobile_image_url !== existing.mobile_image_url ? existing.mobile_image_url : null,
    ];
    await this.#removeOwnImages(replaced);
    return toAdminSlider(row, this.today());
  }

  async toggle(id: number): Promise<{ slider: AdminSlider; message: string }> {
    const row = await this.repository.transaction(async (repo, trx) => {
      const existing = await repo.findById(id);
      if (!existing) throw notFound();
      const updated = await repo.update(id, { is_active: !existing.is_active });
      if (!updated) throw notFound();
      await this.audit.record(trx, {
        action: 'status',
        resource: 'slider',
        resourceId: id,
        summary: `${updated.is_active ? 'Bật' : 'Tắt'} slider ${existing.title}`,
        before: { is_active: existing.is_active },
        after: { is_active: updated.is_active },
      });
      return updated;
    });
    return {
      slider: toAdminSlider(row, this.today()),
      message: row.is_active ? SLIDER_MESSAGES.toggledOn : SLIDER_MESSAGES.toggledOff,
    };
  }

  async remove(id: number): Promise<void> {
    const row = await this.repository.transaction(async (repo, trx) => {
      const deleted = await repo.delete(id);
      if (!deleted) throw notFound();
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'slider',
        resourceId: id,
        summary: `Xóa slider ${deleted.title}`,
        before: auditFields(deleted, ['title', 'type', 'position', 'is_active', 'image_url']),
      });
      return deleted;
    });
    await this.#removeOwnImages([row.image_url, row.mobile_image_url]);
  }

  async #removeOwnImages(urls: (string | null)[]): Promise<void> {
    await Promise.all(
      urls
        .filter((url): url is string => url !== null && url.startsWith(OWN_UPLOADS))
        .map((url) => this.images.remove(url)),
    );
  }
}
