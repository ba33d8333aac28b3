/* The home page alone, so the first visit loads only what it shows. */
export { HomePage, pageData as homePageData } from '../../features/home/pages/HomePage';
