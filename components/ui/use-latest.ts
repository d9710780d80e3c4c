import { useRef } from 'preact/hooks';

/**
 * The value of this render, readable from an effect that runs for another reason (a new
 * refusal, a first mount) without re-running whenever the value itself changes.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
