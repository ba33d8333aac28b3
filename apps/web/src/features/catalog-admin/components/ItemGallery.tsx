import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { IMAGE_UPLOAD, UPLOAD_MESSAGES } from '@salon/shared';
import { App, Button, Empty, Space, Upload } from 'antd';
import type { Gallery, ItemKind } from '../api/items';
import { useItemImages } from '../api/items';
import styles from './admin-catalog.module.css';
import { ConfirmDelete } from '../../../components/ConfirmDelete';

/** Checks a picked file in the browser (the server checks the content again). */
export function imageProblem(file: File): string | null {
  if (!IMAGE_UPLOAD.accept.split(',').includes(file.type)) return UPLOAD_MESSAGES.notImage;
  if (file.size > IMAGE_UPLOAD.catalogMaxBytes)
    return UPLOAD_MESSAGES.tooLarge(IMAGE_UPLOAD.catalogMaxBytes);
  return null;
}

/** The images of a saved product or service: upload several, reorder, remove. */
export function ItemGallery({
  kind,
  id,
  gallery,
  onChange,
}: {
  kind: ItemKind;
  id: number;
  gallery: Gallery;
  onChange: (gallery: Gallery) => void;
}) {
  const { message } = App.useApp();
  const { upload, reorder, remove } = useItemImages(kind);
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const room = IMAGE_UPLOAD.catalogMaxFiles - gallery.image_urls.length;
  const fail = (error: Error) => void message.error(error.message);

  const move = (index: number, by: -1 | 1) => {
    const order = [...gallery.image_urls];
    const [url] = order.splice(index, 1);
    if (url === undefined) return;
    order.splice(index + by, 0, url);
    reorder.mutate({ id, image_urls: order }, { onSuccess: onChange, onError: fail });
  };

  return (
    <div>
      {gallery.image_urls.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có hình ảnh" />
      ) : (
        <div className={styles.gallery}>
          {gallery.image_urls.map((url, index) => (
            <div key={url} className={styles.galleryItem}>
              <img src={gallery.thumbnail_urls[index] ?? url} alt={`Ảnh ${index + 1}`} />
              <Space size={2}>
                <Button
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  aria-label="Chuyển ảnh lên trước"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowRightOutlined />}
                  aria-label="Chuyển ảnh ra sau"
                  disabled={busy || index === gallery.image_urls.length - 1}
                  onClick={() => move(index, 1)}
                />
                <ConfirmDelete
                  title="Xóa ảnh này?"
                  onConfirm={() =>
                    remove.mutate({ id, url }, { onSuccess: onChange, onError: fail })
                  }
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="Xóa ảnh"
                    disabled={busy}
                  />
                </ConfirmDelete>
              </Space>
              {index === 0 ? (
                <div style={{ fontSize: 12, color: '#2d7f56' }}>Ảnh đại diện</div>
              ) : null}
            </div>
          ))}
        </div>
      )}
      <Upload
        multiple
        accept={IMAGE_UPLOAD.accept}
        showUploadList={false}
        disabled={busy || room <= 0}
        beforeUpload={(file, list) => {
          // Called once per file; send the whole selection on its first file.
          if (file !== list[0]) return false;
          const problem = list.map(imageProblem).find(Boolean);
          if (problem) {
            void message.error(problem);
            return false;
          }
          if (list.length > room) {
            void message.error(UPLOAD_MESSAGES.tooMany(IMAGE_UPLOAD.catalogMaxFiles));
            return false;
          }
          upload.mutate(
            { id, files: list },
            {
              onSuccess: (next) => {
                onChange(next);
                void message.success('Đã tải ảnh lên');
              },
              onError: fail,
            },
          );
          return false;
        }}
      >
        <Button
          icon={<UploadOutlined />}
          loading={upload.isPending}
          disabled={busy || room <= 0}
          style={{ marginTop: 12 }}
        >
          Tải ảnh lên (JPG, PNG, WEBP; tối đa {IMAGE_UPLOAD.catalogMaxFiles} ảnh)
        </Button>
      </Upload>
    </div>
  );
}
