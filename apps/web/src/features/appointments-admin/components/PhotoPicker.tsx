import { PlusOutlined } from '@ant-design/icons';
import { IMAGE_UPLOAD, UPLOAD_MESSAGES } from '@salon/shared';
import { App, Upload, type UploadFile } from 'antd';

/**
 * Picks up to `max` photos to send with a form (nothing is uploaded until it is saved). Files that
 * are not JPG/PNG/WEBP or are over 5 MB are refused here as the server would refuse them.
 */
export function PhotoPicker({
  files,
  onChange,
  max,
  label,
}: {
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
  max: number;
  label: string;
}) {
  const { message } = App.useApp();
  return (
    <Upload
      listType="picture-card"
      accept={IMAGE_UPLOAD.accept}
      multiple
      fileList={files}
      maxCount={max}
      beforeUpload={(file) => {
        if (!IMAGE_UPLOAD.accept.split(',').includes(file.type)) {
          void message.error(UPLOAD_MESSAGES.notImage);
          return Upload.LIST_IGNORE;
        }
        if (file.size > IMAGE_UPLOAD.reviewMaxBytes) {
          void message.error(UPLOAD_MESSAGES.tooLarge(IMAGE_UPLOAD.reviewMaxBytes));
          return Upload.LIST_IGNORE;
        }
        return false;
      }}
      onChange={({ fileList }) => onChange(fileList.slice(0, max))}
    >
      {files.length >= max ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 6 }}>{label}</div>
        </button>
      )}
    </Upload>
  );
}

/** The browser files of a picker's list. */
export function filesOf(list: UploadFile[]): File[] {
  return list.flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : []));
}
