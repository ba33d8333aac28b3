import type { ComponentProps } from 'react';
import { AntdScope } from '../../../../app/antd-scope';
import { QuestionsPanel } from '../../../reviews/components/QuestionsPanel';
import { ReviewsPanel } from '../../../reviews/components/ReviewsPanel';

/*
 * The reviews and Q&A tabs, loaded when first opened: they list, page and write with Ant Design
 * (forms, uploads, confirmations), which the page's first load does without.
 */
export function Reviews(props: ComponentProps<typeof ReviewsPanel>) {
  return (
    <AntdScope>
      <ReviewsPanel {...props} />
    </AntdScope>
  );
}

export function Questions(props: ComponentProps<typeof QuestionsPanel>) {
  return (
    <AntdScope>
      <QuestionsPanel {...props} />
    </AntdScope>
  );
}
