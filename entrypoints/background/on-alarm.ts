import { resumeQueue } from '@/lib/flows/queued-shorten';
import { ALARM } from './alarms';
import { runBulk } from './bulk';
import { backgroundFeedback } from './feedback';
import { continueFill, refreshAllHistory } from './history';

/** What each of Trim's alarms does (the e2e tests fire them through the same function). */
export async function handleAlarm(name: string): Promise<void> {
  if (name === ALARM.queue) await resumeQueue(backgroundFeedback);
  if (name === ALARM.bulk) await runBulk();
  if (name === ALARM.history) await refreshAllHistory();
  await continueFill(name);
}
