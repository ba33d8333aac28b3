import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  IMAGE_UPLOAD,
  SETTINGS_ADMIN_MESSAGES as M,
  SETTINGS_LIMITS as L,
  type AdminSettingsView,
  type BrandingImage,
} from '@salon/shared';
import { App, Button, Card, Popconfirm, Space, Typography, Upload } from 'antd';
import { errorText } from '../../../lib/api-client';
import { useRemoveBrandingImage, useUploadBrandingImage } from '../api/admin-settings';
import { LastChanged } from './LastChanged';
import styles from './settings-admin.module.css';

const IMAGES: {
  image: BrandingImage;
  key: 'logo_url' | 'favicon_url';
  title: string;
  hint: string;
}[] = [
  {
    image: 'logo',
    key: 'logo_url',
    title: 'Logo',
    hint: 'Hiện ở đầu trang web. Ảnh vuông hoặc ngang, JPG/PNG/WEBP, tối đa 2MB.',
  },
  {
    image: 'favicon',
    key: 'favicon_url',
    title: 'Favicon',
    hint: 'Biểu tượng trên thẻ trình duyệt. Ảnh vuông, JPG/PNG/WEBP, tối đa 2MB.',
  },
];

/** The quick check before sending; the server checks the bytes and re-encodes the image. */
function problemOf(file: File): string | null {
  if (!IMAGE_UPLOAD.accept.split(',').includes(file.type)) return 'Chỉ nhận ảnh JPG, PNG hoặc WEBP';
  if (file.size > L.brandingMaxBytes) return 'Ảnh tối đa 2MB';
  return null;
}

/** Logo and favicon: each uploaded (and used by the storefront) at once, with a preview. */
export function BrandingTab({ view }: { view: AdminSettingsView['branding'] }) {
  const { message } = App.useApp();
  const upload = useUploadBrandingImage();
  const remove = useRemoveBrandingImage();

  return (
    <div>
      <div className={styles.brandingGrid}>
        {IMAGES.map(({ image, key, title, hint }) => {
          const url = view.values[key];
          return (
            <Card key={image} size="small" title={title} data-testid={`branding-${image}`}>
              <div className={styles.preview}>
                <img src={url || '/favicon.svg'} alt={`${title} hiện tại`} />
              </div>
              <Typography.Paragraph type="secondary">
                {url ? 'Đang dùng ảnh đã tải lên.' : 'Đang dùng ảnh mặc định.'} {hint}
              </Typography.Paragraph>
              <Space wrap>
                <Upload
                  accept={IMAGE_UPLOAD.accept}
                  showUploadList={false}
                  maxCount={1}
                  beforeUpload={(file) => {
                    const problem = problemOf(file);
                    if (problem) {
                      void message.error(problem);
                      return Upload.LIST_IGNORE;
                    }
                    upload.mutate(
                      { image, file },
                      {
                        onSuccess: () => void message.success(M.uploaded),
                        onError: (error) => void message.error(errorText(error, M.saveFailed)),
                      },
                    );
                    return false;
                  }}
                >
                  <Button
                    icon={<UploadOutlined />}
                    loading={upload.isPending && upload.variables.image === image}
                  >
                    Tải ảnh lên
                  </Button>
                </Upload>
                {url ? (
                  <Popconfirm
                    title={`Xóa ${title.toLowerCase()} và dùng ảnh mặc định?`}
                    okText="Xóa"
                    cancelText="Hủy"
                    onConfirm={() =>
                      remove.mutateAsync(image).then(
                        () => void message.success(M.removed),
                        (error: unknown) => void message.error(errorText(error, M.saveFailed)),
                      )
                    }
                  >
                    <Button danger icon={<DeleteOutlined />}>
                      Xóa
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            </Card>
          );
        })}
      </div>
      <div className={styles.footer} style={{ marginTop: 16, maxWidth: 860 }}>
        <LastChanged change={view.last_changed} />
      </div>
    </div>
  );
}
