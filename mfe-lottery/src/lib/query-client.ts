import { createRemoteQueryClient } from '@platform/shared-ui/queries';

/**
 * The lottery's one query cache: the lobby, game page and verifier read through it. Issues and results go stale
 * fast, so screens that show them also ask again on an interval of their own.
 */
export const lotteryQueryClient = createRemoteQueryClient(5_000);
