import { randomUUID } from 'node:crypto';
import { generateServerKeyPair, importPrivateKey } from '@platform/shared-contracts/server';
import type { Database } from '../../db/database';

export interface ServerKey {
  kid: string;
  publicSpki: string;
  privateKey: CryptoKey;
}

/**
 * The RSA key pair for encrypted calls lives in the database so every server copy decrypts alike.
 * The first copy to start creates it; the others read the same row.
 */
export async function loadServerKey(db: Database): Promise<ServerKey> {
  const existing = await db.query<{ kid: string; public_spki: string; private_pkcs8: string }>(
    'select kid, public_spki, private_pkcs8 from server_keys order by created_at desc limit 1',
  );
  let row = existing[0];
  if (!row) {
    const pair = await generateServerKeyPair();
    row = (
      await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(7204002)');
        const again = await tx.query<{ kid: string; public_spki: string; private_pkcs8: string }>(
          'select kid, public_spki, private_pkcs8 from server_keys order by created_at desc limit 1',
        );
        if (again[0]) return again;
        return tx.query<{ kid: string; public_spki: string; private_pkcs8: string }>(
          'insert into server_keys (kid, public_spki, private_pkcs8) values ($1, $2, $3) returning *',
          [randomUUID(), pair.publicSpki, pair.privatePkcs8],
        );
      })
    )[0]!;
  }
  return { kid: row.kid, publicSpki: row.public_spki, privateKey: await importPrivateKey(row.private_pkcs8) };
}
