export { RecentLinks, type RecentLinksProps } from './RecentLinks';
