export { RateLimitNotice } from './RateLimitNotice';
