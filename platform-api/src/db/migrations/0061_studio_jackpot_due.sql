-- A slot round whose jackpot draw hit is marked when it settles, in the wallet's transaction, and unmarked once the
-- pool is paid (decision 117): a server that stops between the two leaves the mark, and the award sweep pays it.
alter table studio_rounds add column jackpot_due boolean not null default false;
create index studio_rounds_jackpot_due on studio_rounds (id) where jackpot_due;
