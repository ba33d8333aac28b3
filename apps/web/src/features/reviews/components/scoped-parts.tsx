import type { ComponentProps } from 'react';
import { AntdScope } from '../../../app/antd-scope';
import { OwnReviews } from './OwnReviews';
import { QuestionFormModal } from './QuestionFormModal';
import { ReviewFormModal } from './ReviewFormModal';

/*
 * The parts of the reviews and Q&A tabs that work with Ant Design (forms, uploads, the delete
 * confirmation), each in its theme: loaded only when someone writes, asks, or has reviews of
 * their own, so reading reviews carries none of it.
 */
export function ScopedReviewForm(props: ComponentProps<typeof ReviewFormModal>) {
  return (
    <AntdScope>
      <ReviewFormModal {...props} />
    </AntdScope>
  );
}

export function ScopedQuestionForm(props: ComponentProps<typeof QuestionFormModal>) {
  return (
    <AntdScope>
      <QuestionFormModal {...props} />
    </AntdScope>
  );
}

export function ScopedOwnReviews(props: ComponentProps<typeof OwnReviews>) {
  return (
    <AntdScope>
      <OwnReviews {...props} />
    </AntdScope>
  );
}
