import './recent.css';

export { RecentLinks, type RecentLinksProps } from './RecentLinks';
