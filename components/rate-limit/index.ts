export { RateLimitNotice, type RateLimitNoticeProps } from './RateLimitNotice';
export { formatSeconds, useCountdown } from './use-countdown';
export { useRateLimitMeter } from './use-rate-limit';
