import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { usePageTitle } from '../lib/use-page-title';
import { LinkButton } from './LinkButton';

export interface PlaceholderPageProps {
  title: string;
  description?: string;
  backTo?: { to: string; label: string };
}

/** A screen another part of the work will build: says so, in Vietnamese, instead of a blank page. */
export function PlaceholderPage({ title, description, backTo }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <Result
      icon={<ToolOutlined style={{ color: 'var(--ant-color-primary)' }} />}
      title={<h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={
        description ?? 'Trang này đang được hoàn thiện và sẽ sớm ra mắt. Cảm ơn bạn đã chờ đợi!'
      }
      extra={
        backTo ? (
          <LinkButton to={backTo.to} type="primary">
            {backTo.label}
          </LinkButton>
        ) : null
      }
    />
  );
}
