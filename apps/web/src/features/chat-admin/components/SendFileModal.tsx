import { FileOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@salon/shared';
import { Input, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formatFileSize } from '../../chat/components';

/** A checked file before it goes: a preview of a picture, the name and size, a caption. */
export function SendFileModal({
  file,
  sending,
  onSend,
  onClose,
}: {
  file: File;
  sending: boolean;
  onSend: (caption: string) => void;
  onClose: () => void;
}) {
  const [caption, setCaption] = useState('');
  const isImage = file.type.startsWith('image/');
  const preview = useMemo(() => (isImage ? URL.createObjectURL(file) : null), [file, isImage]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Modal
      open
      title="Gửi file"
      okText="Gửi"
      cancelText="Hủy"
      confirmLoading={sending}
      onOk={() => onSend(caption)}
      onCancel={onClose}
      destroyOnHidden
    >
      {preview ? (
        <img
          src={preview}
          alt={file.name}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 280, margin: '0 auto 12px' }}
        />
      ) : null}
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', overflowWrap: 'anywhere' }}>
        {preview ? null : <FileOutlined />}
        <span>
          {file.name} ({formatFileSize(file.size)})
        </span>
      </p>
      <Input.TextArea
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        maxLength={CHAT_LIMITS.captionMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder="Chú thích (không bắt buộc)"
        aria-label="Chú thích"
      />
    </Modal>
  );
}
