import type {
  CallResponse,
  studioOpenCall,
  studioRotateSeedCall,
  studioSeedsCall,
} from '@platform/shared-contracts/studio';

/** The studio's open answer, the same for every game kind (decision 103); `kind` says which game it opened. */
export type StudioOpenAnswer = CallResponse<typeof studioOpenCall>;
export type StudioGameKind = StudioOpenAnswer['kind'];
/** The seed pair in use: the server seed's hash (shown before play), the client seed and the next nonce. */
export type FairState = CallResponse<typeof studioSeedsCall>;
export type RotateAnswer = CallResponse<typeof studioRotateSeedCall>;
export type RevealedSeed = RotateAnswer['revealed'];
/** Money as the studio writes it: decimal text of the currency's minor units ("12.50"). */
export type Money = string;
