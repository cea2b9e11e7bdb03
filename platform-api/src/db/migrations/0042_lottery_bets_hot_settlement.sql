-- Settling a bet changes its state, payout and settled_at (decision 094). No index names those columns, and each
-- page keeps half its room free, so PostgreSQL writes the settled version beside the placed one on the same page
-- (a HOT update) instead of adding an entry to every index of the table for each of a draw's bets. The settlement's
-- order index therefore covers every bet of an issue, not only the PLACED ones: a partial index on state would make
-- every settlement update touch every index again.
drop index lottery_bets_issue_member_idx;
create index lottery_bets_issue_member_idx on lottery_bets (issue_id, member_id, id);
alter table lottery_bets set (fillfactor = 50);
