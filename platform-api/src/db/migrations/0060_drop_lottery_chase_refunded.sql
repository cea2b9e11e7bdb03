-- What a chase got back is read from its cancelled and refunded bets (decision 096); the running total kept beside
-- it was written but never read, and could only drift from the bets.
alter table lottery_chases drop column refunded;
