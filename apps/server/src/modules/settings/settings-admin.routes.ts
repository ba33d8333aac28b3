import {
  ADMIN_SETTINGS_GROUP_LABELS,
  ADMIN_SETTINGS_GROUPS,
  ADMIN_SETTINGS_SCHEMAS,
  BRANDING_IMAGES,
  SETTINGS_ADMIN_MESSAGES as M,
  SETTINGS_LIMITS,
  type AdminSettingsGroup,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { failures, undescribedSuccess } from '../../lib/failure-replies.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import { BrandingImages } from './branding-images.js';
import type { SettingsService } from './settings.service.js';

/**
 * /api/admin/settings: the settings screen, admins only. Each tab is saved whole by its own
 * PUT, validated by its schema in packages/shared; a body with any bad field writes nothing.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  images: ImageStore;
}> = async (app, { settings, images }) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('settings'));
  const tags = ['admin: settings'];
  const branding = new BrandingImages(settings, images);

  app.get(
    '/',
    { schema: { tags, summary: 'Mọi nhóm cài đặt, với người và lúc thay đổi gần nhất' } },
    async () => ({ success: true as const, data: await settings.adminView() }),
  );

  const saveRoute = <G extends AdminSettingsGroup>(group: G) =>
    app.put(
      `/${group}`,
      {
        schema: {
          tags,
          summary: `Lưu nhóm cài đặt: ${ADMIN_SETTINGS_GROUP_LABELS[group]}`,
          body: ADMIN_SETTINGS_SCHEMAS[group],
          response: { 200: undescribedSuccess, ...failures(422) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await settings.saveAdminGroup(
          group,
          request.body as Parameters<typeof settings.saveAdminGroup<G>>[1],
          user.id,
        );
        return {
          success: true as const,
          data: (await settings.adminView())[group],
          message: M.saved,
        };
      },
    );
  for (const group of ADMIN_SETTINGS_GROUPS) saveRoute(group);

  // Any other group: known to nobody, after the guard (a guest still gets 401).
  app.put(
    '/:group',
    { schema: { tags, summary: 'Nhóm cài đặt không tồn tại', response: failures(404) } },
    async () => {
      throw new AppError('SETTINGS_GROUP_NOT_FOUND', M.groupNotFound, 404);
    },
  );

  const imageParams = z.object({ image: z.enum(BRANDING_IMAGES) });

  app.post(
    '/branding/:image',
    {
      schema: {
        tags,
        summary: 'Tải logo hoặc favicon (một ảnh JPG/PNG/WEBP, tối đa 2MB, trường "image")',
        params: imageParams,
        response: { 200: undescribedSuccess, ...failures(404, 422) },
      },
    },
    async (request) => {
      const { files } = await readMultipartForm(request, {
        maxFiles: 1,
        maxFileBytes: SETTINGS_LIMITS.brandingMaxBytes,
        errorField: 'image',
      });
      await branding.upload(request.params.image, files, currentUser(request).id);
      return {
        success: true as const,
        data: (await settings.adminView()).branding,
        message: M.uploaded,
      };
    },
  );

  app.delete(
    '/branding/:image',
    { schema: { tags, summary: 'Xóa logo hoặc favicon (dùng ảnh mặc định)', params: imageParams } },
    async (request) => {
      await branding.remove(request.params.image, currentUser(request).id);
      return {
        success: true as const,
        data: (await settings.adminView()).branding,
        message: M.removed,
      };
    },
  );
};
