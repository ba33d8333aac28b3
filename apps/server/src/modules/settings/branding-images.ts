import {
  BRANDING_IMAGE_SIZE,
  SETTINGS_ADMIN_MESSAGES as M,
  type BrandingImage,
} from '@salon/shared';
import { fieldError } from '../../lib/app-error.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import type { UploadedFile } from '../../lib/uploads/multipart-form.js';
import type { SettingsService } from './settings.service.js';

const URL_KEY: Record<BrandingImage, 'logo_url' | 'favicon_url'> = {
  logo: 'logo_url',
  favicon: 'favicon_url',
};

/**
 * The salon's logo and favicon: checked by content and re-encoded by the image store, then
 * saved in the branding group at once (the storefront header and the page's icon use them).
 */
export class BrandingImages {
  constructor(
    private readonly settings: SettingsService,
    private readonly images: ImageStore,
  ) {}

  async upload(image: BrandingImage, files: UploadedFile[], userId: number): Promise<string> {
    const file = files[0];
    if (!file) throw fieldError('image', M.brandingRequired);
    const size = BRANDING_IMAGE_SIZE[image];
    const saved = await this.images.save(file.buffer, 'branding', {
      field: 'image',
      maxSize: size,
      thumbnailSize: Math.min(size, 96),
    });
    const before = (await this.settings.publicSettings()).branding[URL_KEY[image]];
    try {
      await this.settings.saveGroup(
        'branding',
        { [URL_KEY[image]]: saved.url },
        { group: 'branding', userId },
      );
    } catch (error) {
      await this.images.remove(saved.url);
      throw error;
    }
    if (before) await this.images.remove(before);
    return saved.url;
  }

  /** Back to the built-in image. */
  async remove(image: BrandingImage, userId: number): Promise<void> {
    const before = (await this.settings.publicSettings()).branding[URL_KEY[image]];
    await this.settings.saveGroup(
      'branding',
      { [URL_KEY[image]]: '' },
      { group: 'branding', userId },
    );
    if (before) await this.images.remove(before);
  }
}
