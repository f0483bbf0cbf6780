import { useEffect, useMemo, useState } from 'react';
import type { RequestLanguage } from '../../../state/consoleSlice.ts';
import type * as RequestAsCode from './requestAsCode.ts';
import { requestJsonText, type RequestCode } from './requestLanguages.ts';
import type { ScriptCode, ScriptStep } from './scriptSteps.ts';

type Generators = typeof RequestAsCode;
let generators: Generators | undefined;

const LOAD_FAILED = 'The code could not be loaded: reload the page.';

/**
 * The request in `language`: JSON at once; code once the generators have loaded (undefined until
 * then, a moment on first use), so that a Console or lesson that never shows code never loads them.
 */
export function useRequestCode(
  language: RequestLanguage,
): ((operation: string, requestText: string, region?: string) => RequestCode) | undefined {
  const loaded = useGenerators(language);
  if (language === 'json')
    return (_operation, requestText) => ({ ok: true, text: requestJsonText(requestText) });
  if (loaded === 'failed') return () => ({ ok: false, reason: LOAD_FAILED });
  return (
    loaded &&
    ((operation, requestText, region) => loaded.requestAsCode(language, operation, requestText, region))
  );
}

/**
 * Several requests as one script in `language`, once the generators have loaded; none for JSON. The
 * same function while the language and generators stay, so a caller can keep its script.
 */
export function useScriptCode(
  language: RequestLanguage,
): ((steps: readonly ScriptStep[]) => ScriptCode) | undefined {
  const loaded = useGenerators(language);
  return useMemo(() => {
    if (language === 'json') return undefined;
    if (loaded === 'failed') return (): ScriptCode => ({ ok: false, reason: LOAD_FAILED });
    return loaded && ((steps: readonly ScriptStep[]) => loaded.requestsAsScript(language, steps));
  }, [language, loaded]);
}

function useGenerators(language: RequestLanguage): Generators | 'failed' | undefined {
  const [loaded, setLoaded] = useState(generators);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (language === 'json' || loaded) return;
    let current = true;
    import('./requestAsCode.ts').then(
      (module) => {
        generators = module;
        if (current) setLoaded(module);
      },
      // A self-hosted copy updated under an open page can lose the chunk: say so, not spin forever.
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [language, loaded]);
  return failed ? 'failed' : loaded;
}
