import { QUERY_RETRY_COUNT } from '@/config/constants.ts';
import { isRefusal } from './api-client.ts';

/**
 * docs/BEHAVIOUR.md §7's one retry, spent only where it can help: a 4xx (not found, forbidden, invalid) says
 * the same thing the second time, and retrying it would only keep a "not found" screen waiting.
 */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  return !isRefusal(error) && failureCount < QUERY_RETRY_COUNT;
}
