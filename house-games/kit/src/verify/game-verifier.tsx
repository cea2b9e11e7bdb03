import type { CallDeclaration, CallRequest, CallResponse } from '@platform/shared-contracts/studio';
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { TextsContext } from '../i18n/texts-context';
import type { Translator } from '../i18n/translator';
import type { StudioApi } from '../studio/studio-client';
import type { VerifierEntry, VerifierSectionProps } from './verifier-entry';

/**
 * A game's entry on the verifier page: its section draws `Form` with the game's own texts in the page's language
 * (the kit's texts under them), so a game writes only its form.
 */
export function gameVerifier<K extends string>({
  game,
  names,
  translator,
  Form,
}: {
  game: string;
  names: VerifierEntry['names'];
  translator: (lang: string) => Translator<K>;
  Form: ComponentType<VerifierSectionProps>;
}): VerifierEntry {
  function Section(props: VerifierSectionProps) {
    const texts = useMemo(() => translator(props.lang), [props.lang]);
    return (
      <TextsContext.Provider value={texts as Translator<string>}>
        <Form {...props} />
      </TextsContext.Provider>
    );
  }
  return { game, names, Section };
}

/** What the studio publishes for a replay (a paytable, a crash chain): null while it loads, `failed` if it could not. */
export function usePublished<C extends CallDeclaration>(
  api: StudioApi,
  call: C,
  input: CallRequest<C>,
): { published: CallResponse<C> | null; failed: boolean } {
  const [published, setPublished] = useState<CallResponse<C> | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(input);
  // `key` stands for the input, which callers build anew each render: a new object must not load again.
  useEffect(() => {
    let current = true;
    api.call(call, input).then(
      (answer) => current && setPublished(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, call, key]);
  return { published, failed };
}
