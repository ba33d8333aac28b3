import { seoSettingsSchema, SETTINGS_LIMITS as L } from '@salon/shared';
import { Form, Input } from 'antd';
import { zodRule } from '../../../lib/form-rules';

const shape = seoSettingsSchema.shape;

/** SEO: the home page's title and description, the keywords of every page, the footer text. */
export function SeoFields() {
  return (
    <>
      <Form.Item
        label="Tiêu đề trang chủ"
        name="title"
        rules={[zodRule(shape.title)]}
        extra="Thẻ <title> của trang chủ, hiện trên Google và khi chia sẻ liên kết"
      >
        <Input maxLength={L.seoTitleMax} showCount />
      </Form.Item>
      <Form.Item label="Mô tả" name="description" rules={[zodRule(shape.description)]}>
        <Input.TextArea maxLength={L.seoDescriptionMax} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item
        label="Từ khóa"
        name="keywords"
        rules={[zodRule(shape.keywords)]}
        extra='Cách nhau bằng dấu phẩy; ghi vào thẻ <meta name="keywords"> của mọi trang'
      >
        <Input.TextArea maxLength={L.seoKeywordsMax} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item
        label="Nội dung chân trang"
        name="footer_content"
        rules={[zodRule(shape.footer_content)]}
      >
        <Input.TextArea maxLength={L.footerMax} showCount autoSize={{ minRows: 3 }} />
      </Form.Item>
    </>
  );
}
