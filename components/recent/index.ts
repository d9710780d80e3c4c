export { RecentLinks } from './RecentLinks';
