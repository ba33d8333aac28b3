/*
 * The storefront's own light components, with Ant Design's look but none of its runtime: the
 * public pages are drawn on the server and must stay small on a phone. The back office and the
 * account pages keep Ant Design.
 */
export { Alert, type AlertType } from './Alert';
export { Badge, type BadgeProps } from './Badge';
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonLinkProps } from './Button';
export { Drawer, type DrawerProps } from './Drawer';
export { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown';
export { Empty } from './Empty';
export { Icon } from './Icon';
export { Picture } from './Picture';
export { Rate } from './Rate';
export { Skeleton, SkeletonText } from './Skeleton';
export { Spinner } from './Spinner';
export { Tag, type TagColor } from './Tag';
export { toast, Toaster, type ToastType } from './Toast';
export { Pagination } from './Pagination';
export { Select, type SelectOption } from './Select';
export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
export { Tabs, type TabItem } from './Tabs';
export { Collapse, type CollapseItem } from './Collapse';
export { Input, type InputProps } from './Input';
