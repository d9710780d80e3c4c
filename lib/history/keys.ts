// Where an installation's link index and click history live in storage.local (removed with it).
export const linkIndexKey = (installation: string) => `linkIndex:${installation}`;
export const clickHistoryKey = (installation: string) => `clickHistory:${installation}`;
