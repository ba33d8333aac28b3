import { ToolOutlined } from '@ant-design/icons';
import { usePageTitle } from '../lib/use-page-title';
import { LinkButton } from './LinkButton';
import { StatusScreen } from './StatusScreen';

export interface PlaceholderPageProps {
  title: string;
  description?: string;
  backTo?: { to: string; label: string };
}

/** A screen another part of the work will build: says so, in Vietnamese, instead of a blank page. */
export function PlaceholderPage({ title, description, backTo }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <StatusScreen
      icon={<ToolOutlined />}
      title={title}
      description={
        description ?? 'Trang này đang được hoàn thiện và sẽ sớm ra mắt. Cảm ơn bạn đã chờ đợi!'
      }
      actions={
        backTo ? (
          <LinkButton to={backTo.to} type="primary">
            {backTo.label}
          </LinkButton>
        ) : null
      }
    />
  );
}
