export { RateLimitNotice, type RateLimitNoticeProps } from './RateLimitNotice';
export { formatSeconds, useCountdown } from './use-countdown';
