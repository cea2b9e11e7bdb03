import type { Queryable } from '../../db/database';
import { ISSUE_COLUMNS, type Issue, type IssueRow, toIssue } from './lottery-store';

// SQL of the lottery lobby calls (decision 081): each game's latest result and a member's recent games.

/** Each of the games' latest drawn (or cancelled) issue in a region, in one read. */
export async function findLatestResults(
  db: Queryable,
  merchantCode: string,
  gameCodes: readonly string[],
): Promise<Issue[]> {
  if (gameCodes.length === 0) return [];
  const rows = await db.query<IssueRow>(
    `select distinct on (game_code) ${ISSUE_COLUMNS} from lottery_issues
      where merchant_code = $1 and game_code = any($2::text[])
        and state in ('DRAWN', 'SETTLED', 'CANCELLED', 'REFUNDED')
      order by game_code, draw_at desc, lottery_issues.id desc`,
    [merchantCode, gameCodes],
  );
  return rows.map(toIssue);
}

/** The games of `gameCodes` a member placed slips on, with the time of the latest, the latest first. */
export async function findRecentlyBetGames(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  gameCodes: readonly string[],
  limit: number,
): Promise<{ gameCode: string; lastBetAt: Date }[]> {
  if (gameCodes.length === 0) return [];
  const rows = await db.query<{ game_code: string; last_bet_at: Date | string }>(
    `select i.game_code, max(s.created_at) as last_bet_at
       from lottery_slips s join lottery_issues i on i.id = s.issue_id
      where s.merchant_code = $1 and s.member_id = $2 and i.game_code = any($3::text[])
      group by i.game_code order by last_bet_at desc, i.game_code limit $4`,
    [merchantCode, memberId, gameCodes, limit],
  );
  return rows.map((r) => ({ gameCode: r.game_code, lastBetAt: new Date(r.last_bet_at) }));
}
