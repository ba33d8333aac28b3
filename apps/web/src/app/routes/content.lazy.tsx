/* About, contact, help centre and the legal pages. */
export { AboutPage, pageData as aboutPageData } from '../../features/content/pages/AboutPage';
export { ContactPage, pageData as contactPageData } from '../../features/content/pages/ContactPage';
export { HelpPage, pageData as helpPageData } from '../../features/content/pages/HelpPage';
export { PrivacyPage, pageData as privacyPageData } from '../../features/content/pages/PrivacyPage';
export { SitemapPage, pageData as sitemapPageData } from '../../features/content/pages/SitemapPage';
export { TermsPage, pageData as termsPageData } from '../../features/content/pages/TermsPage';
