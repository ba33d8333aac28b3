import { Tag } from 'antd';

/** Marks a preference the product cannot honour yet: shown, fixed, not changeable. */
export function ComingSoon() {
  return <Tag className="coming-soon">Sắp có</Tag>;
}
