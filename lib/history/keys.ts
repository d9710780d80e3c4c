import { installationKey } from '@/lib/storage/installation-keys';

// Where an installation's link index and click history live in storage.local (removed with it).
export const linkIndexKey = (installation: string) => installationKey('linkIndex', installation);
export const clickHistoryKey = (installation: string) => installationKey('clickHistory', installation);
