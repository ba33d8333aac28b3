import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import { REVIEW_MESSAGES } from '@salon/shared';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { Alert, Button, Empty, Icon, Pagination, SkeletonText } from '../../../ui';
import { useCurrentUser } from '../../auth/api/current-user';
import { usePublicQuestions } from '../api/questions';
import type { ReviewedItem } from '../api/reviews';
import styles from './reviews.module.css';

/* The form loads when someone first asks a question. */
const QuestionFormModal = lazy(async () => ({
  default: (await import('./scoped-parts')).ScopedQuestionForm,
}));

/** The Q&A tab: answered questions (answerer and date) and a form to ask one. */
export function QuestionsPanel({ item }: { item: ReviewedItem }) {
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const formUsed = useOpenedOnce(open);
  const questions = usePublicQuestions(item, page);

  return (
    <section className={styles.panel} aria-label="Hỏi đáp">
      <div className={styles.toolbar}>
        <h2>Hỏi đáp</h2>
        {user && user.role !== 'customer' ? null : (
          <Button
            variant="primary"
            icon={<Icon icon={QuestionCircleOutlined} />}
            onClick={() => setOpen(true)}
          >
            Đặt câu hỏi
          </Button>
        )}
      </div>
      {questions.isPending ? (
        <SkeletonText lines={4} />
      ) : questions.isError ? (
        <Alert
          type="error"
          title="Lỗi tải dữ liệu"
          description={questions.error.message}
          action={<Button onClick={() => void questions.refetch()}>Thử lại</Button>}
        />
      ) : questions.data.data.length === 0 ? (
        <Empty description={REVIEW_MESSAGES.noQuestions} />
      ) : (
        <>
          <div className={styles.list}>
            {questions.data.data.map((question) => (
              <article key={question.id} className={styles.question}>
                <div className={styles.questionText}>H: {question.question}</div>
                <span className={styles.secondary}>
                  {question.author_name} · {formatDate(question.created_at)}
                </span>
                {question.answer ? (
                  <div className={styles.answer}>
                    <div>Đ: {question.answer}</div>
                    <span className={styles.secondary}>
                      {question.answered_by?.name ?? 'Salon Tóc Việt'}
                      {question.answered_at ? ` · ${formatDate(question.answered_at)}` : ''}
                    </span>
                  </div>
                ) : null}
              </article>
            ))}
          </div>
          <Pagination
            className={styles.pagination}
            current={questions.data.meta.current_page}
            pageSize={questions.data.meta.per_page}
            total={questions.data.meta.total}
            hideOnSinglePage
            onChange={setPage}
          />
        </>
      )}
      {formUsed ? (
        <Suspense fallback={null}>
          <QuestionFormModal
            item={item}
            isGuest={!user}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
