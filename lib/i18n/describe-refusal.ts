import type { Refusal } from '@/lib/api/errors';
import { t } from './messages';

// Apart from describe-error.ts: the closed-area notice (components/ui/AreaUnavailable.tsx) sits in
// every page's start-up code, the wording of every other failure loads when one is shown.

/**
 * An area the plan or the key does not open, e.g. `describeRefusal('key', 'campaigns')`.
 * The server's own words ("…access this endpoint") name no area, so Trim's wording replaces them.
 */
export function describeRefusal(by: Refusal, area = t('err_area_this_feature')): { title: string; hint: string } {
  return by === 'key' ? { title: t('err_key_area', area), hint: t('err_key_area_hint') } : { title: t('err_plan_area', area), hint: t('err_plan_area_hint') };
}
