-- A money round is stored PENDING and then settled (decision 047). The recall indexes were partial on
-- state = 'SETTLED', so settling changed an indexed column: no settle could be a HOT update, and each wrote a new entry
-- into every index of the table, the unique ones included (decision 152). The recall indexes now hold every round,
-- and the reads keep their state = 'SETTLED' filter (a member has few rounds that are not settled).
drop index studio_rounds_member_idx;
create index studio_rounds_member_idx on studio_rounds (member_id, game_code, demo, id desc);
drop index studio_rounds_session_idx;
create index studio_rounds_session_idx on studio_rounds (game_session_id, id desc);
-- Room on each page for a round's settled version (its steps are most of it) beside its pending one.
alter table studio_rounds set (fillfactor = 20);
