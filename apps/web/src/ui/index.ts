/*
 * The storefront's own light components, with Ant Design's look but none of its runtime: the
 * public pages are drawn on the server and must stay small on a phone. The back office and the
 * account pages keep Ant Design.
 */
export { Alert, type AlertType } from './Alert';
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonLinkProps } from './Button';
export { Empty } from './Empty';
export { Icon } from './Icon';
export { Picture } from './Picture';
export { Rate } from './Rate';
export { Skeleton, SkeletonText } from './Skeleton';
export { Spinner } from './Spinner';
export { Tag, type TagColor } from './Tag';
export { Collapse, type CollapseItem } from './Collapse';
export { Input, type InputProps } from './Input';
