-- Withdrawal proof images move out of the database into the file store (deps.files): a row keeps the file's key,
-- its SHA-256, type and size. Rows written before keep their bytes until the server moves them at start
-- (moveProofBytesToFileStore); a row has bytes or a key, and once moved only the key.

alter table withdrawal_proofs add column storage_key text;
alter table withdrawal_proofs add column sha256 text;
update withdrawal_proofs set sha256 = encode(sha256(bytes), 'hex') where bytes is not null;
alter table withdrawal_proofs alter column bytes drop not null;
alter table withdrawal_proofs alter column sha256 set not null;
alter table withdrawal_proofs drop constraint withdrawal_proofs_size;
alter table withdrawal_proofs add constraint withdrawal_proofs_sha256 check (sha256 ~ '^[0-9a-f]{64}$');
alter table withdrawal_proofs add constraint withdrawal_proofs_stored
  check ((storage_key is not null) or (bytes is not null and octet_length(bytes) = size));
