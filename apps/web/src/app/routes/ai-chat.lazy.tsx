/* The AI consultant (/chat-tu-van) alone: a storefront page opened from phones, so it loads only itself. */
export { AiChatPage } from '../../features/ai-chat/pages/AiChatPage';

/** Ant Design for every page of this area (see ssr/route-area). */
export { AntdScope as Scope } from '../antd-scope';
