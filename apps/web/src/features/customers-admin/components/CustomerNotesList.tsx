import type { CustomerNoteDto } from '@salon/shared';
import { Empty, Image, List, Space, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format-date';

/** Treatment notes with their photos, newest first (internal ones marked). */
export function CustomerNotesList({ notes, total }: { notes: CustomerNoteDto[]; total: number }) {
  if (notes.length === 0) return <Empty description="Chưa có ghi chú điều trị nào" />;
  return (
    <>
      {total > notes.length ? (
        <p>
          Hiển thị {notes.length} / {total} ghi chú mới nhất.
        </p>
      ) : null}
      <List
        itemLayout="vertical"
        dataSource={notes}
        renderItem={(note) => (
          <List.Item key={note.id}>
            <Space wrap size={4}>
              <Tag color={note.kind === 'doctor' ? 'magenta' : 'blue'}>{note.kind_label}</Tag>
              {note.visible_to_customer ? null : <Tag>Nội bộ</Tag>}
              <span style={{ color: 'var(--ant-color-text-secondary)' }}>
                {formatDateTime(note.created_at)}
                {note.user ? ` · ${note.user.name}` : ''}
              </span>
            </Space>
            <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>{note.content}</p>
            {note.images.length > 0 ? (
              <Image.PreviewGroup>
                <Space wrap>
                  {note.images.map((image) => (
                    <Image
                      key={image.url}
                      src={image.thumbnail_url || image.url}
                      preview={{ src: image.url }}
                      width={88}
                      height={88}
                      style={{ objectFit: 'cover', borderRadius: 6 }}
                      alt="Ảnh ghi chú điều trị"
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            ) : null}
            {note.attachments.length > 0 ? (
              <div style={{ marginTop: 8 }}>
                {note.attachments.map((file) => (
                  <div key={file.path}>
                    <a href={file.path} target="_blank" rel="noreferrer">
                      {file.name}
                    </a>
                  </div>
                ))}
              </div>
            ) : null}
          </List.Item>
        )}
      />
    </>
  );
}
