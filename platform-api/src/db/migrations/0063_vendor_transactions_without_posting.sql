-- A vendor transaction's posting is found by its key (scope vendor:<merchant>:<vendor>, key <kind>:<transaction id>,
-- GAME_SPIN:<bet id> for a spin); the column was written and never read, and its foreign key's check looked each
-- posting up again for every row inserted with it (decision 146).
alter table vendor_transactions drop column posting_id;
