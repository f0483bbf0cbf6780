import { javascriptSnippets } from './javascriptSnippets.ts';
import { partiqlSnippets } from './partiqlSnippets.ts';
import { requestSnippets } from './requestSnippets.ts';
import type { Snippet } from './snippet.ts';

export type { Snippet } from './snippet.ts';

/** Every example, JavaScript first (the card's own language is closest to it). */
export const snippets: readonly Snippet[] = [...javascriptSnippets, ...requestSnippets, ...partiqlSnippets];
