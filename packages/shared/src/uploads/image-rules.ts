/** What an uploaded image may be, everywhere: reviews, sliders, catalogue, avatars. */
export const IMAGE_UPLOAD = {
  /** Accepted by content (magic bytes), whatever the file is called. */
  types: ['jpeg', 'png', 'webp'] as const,
  accept: 'image/jpeg,image/png,image/webp',
  reviewMaxFiles: 5,
  reviewMaxBytes: 5 * 1024 * 1024,
  catalogMaxFiles: 8,
  catalogMaxBytes: 5 * 1024 * 1024,
  sliderMaxBytes: 5 * 1024 * 1024,
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;

export type ImageType = (typeof IMAGE_UPLOAD.types)[number];

export const UPLOAD_MESSAGES = {
  notImage: 'Chỉ có thể tải lên file hình ảnh!',
  tooLarge: (maxBytes: number) =>
    `Hình ảnh phải nhỏ hơn ${maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)}MB` : `${Math.round(maxBytes / 1024)}KB`}!`,
  tooMany: (maxFiles: number) => `Chỉ được tải lên tối đa ${maxFiles} hình ảnh.`,
  notMultipart: 'Dữ liệu gửi lên phải là biểu mẫu có tệp (multipart/form-data).',
  unreadable: 'Không thể đọc hình ảnh. Vui lòng chọn ảnh khác.',
} as const;
