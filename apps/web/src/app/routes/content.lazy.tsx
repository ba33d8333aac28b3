/* About, contact, help centre and the legal pages. */
export { AboutPage } from '../../features/content/pages/AboutPage';
export { ContactPage } from '../../features/content/pages/ContactPage';
export { HelpPage } from '../../features/content/pages/HelpPage';
export { PrivacyPage } from '../../features/content/pages/PrivacyPage';
export { SitemapPage } from '../../features/content/pages/SitemapPage';
export { TermsPage } from '../../features/content/pages/TermsPage';
