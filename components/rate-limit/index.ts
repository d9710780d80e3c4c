export { RateLimitNotice } from './RateLimitNotice';
export { useCountdown } from './use-countdown';
