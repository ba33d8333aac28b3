import { PaperClipOutlined } from '@ant-design/icons';
import { CUSTOMER_NOTE_LIMITS, CUSTOMER_NOTE_MESSAGES as M } from '@salon/shared';
import { Empty, Image, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useCustomerNotes } from '../api/customer-notes';
import { LoadFailed } from './LoadFailed';
import styles from './profile.module.css';

/** "Ghi chú điều trị": what the salon shared after each visit, with pictures and documents. */
export function NotesTab() {
  const [page, setPage] = useState(1);
  const perPage = CUSTOMER_NOTE_LIMITS.perPage;
  const notes = useCustomerNotes(page, perPage);

  if (notes.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (notes.isError) {
    return <LoadFailed message={M.loadFailed} onRetry={() => void notes.refetch()} />;
  }
  if (notes.data.data.length === 0) {
    return <Empty description={M.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Ghi chú điều trị">
        {notes.data.data.map((note) => (
          <li key={note.id} className={styles.note}>
            <div className={styles.tags} style={{ alignItems: 'center' }}>
              <Tag color={note.kind === 'doctor' ? 'blue' : 'default'}>{note.kind_label}</Tag>
              <span className={styles.muted}>
                {formatDateTime(note.created_at)}
                {note.user ? ` · ${note.user.name}` : ''}
              </span>
            </div>
            <p className={styles.noteContent}>{note.content}</p>
            {note.images.length > 0 ? (
              <div className={styles.thumbs}>
                <Image.PreviewGroup>
                  {note.images.map((image, index) => (
                    <Image
                      key={image.url}
                      src={image.thumbnail_url}
                      preview={{ src: image.url }}
                      width={88}
                      height={88}
                      alt={`Hình ảnh ${index + 1} của ghi chú`}
                    />
                  ))}
                </Image.PreviewGroup>
              </div>
            ) : null}
            {note.attachments.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
                {note.attachments.map((file) => (
                  <li key={file.path}>
                    <a href={file.path} target="_blank" rel="noreferrer" download={file.name}>
                      <PaperClipOutlined /> {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {notes.data.meta.last_page > 1 ? (
        <div className={styles.pager}>
          <Pagination
            current={page}
            pageSize={perPage}
            total={notes.data.meta.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        </div>
      ) : null}
    </>
  );
}
