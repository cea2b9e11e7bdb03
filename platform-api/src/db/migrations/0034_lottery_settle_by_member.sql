-- Settlement reads an issue's PLACED bets member by member (decision 083), so that a member's bets of a batch are
-- paid with one ledger posting: the index follows that order and still holds only the bets left to settle.
drop index lottery_bets_issue_idx;
create index lottery_bets_issue_member_idx on lottery_bets (issue_id, member_id, id) where state = 'PLACED';
