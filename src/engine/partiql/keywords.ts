/**
 * PartiQL's reserved words (SQL-92's plus PartiQL's own). A bare word from this list cannot name an
 * attribute or a table: DynamoDB reports "Unexpected keyword" for it, and "Invalid path dot
 * component" after a dot (`m.inner`); a double-quoted name ("size") is always an identifier.
 * A keyword directly followed by `(` is still a function call (size(a), exists(…)).
 */
const WORDS = `absolute action add all allocate alter and any are as asc assertion at authorization avg
begin between bit bit_length blob bool boolean both by bag cascade cascaded case cast catalog char
character character_length char_length check clob close coalesce collate collation column commit
conflict connect connection constraint constraints continue convert corresponding count create cross
current current_date current_time current_timestamp current_user cursor date date_add date_diff
deallocate dec decimal declare default deferrable deferred delete desc describe descriptor diagnostics
disconnect distinct do domain double drop else end end-exec escape except exception exec execute
exists external extract false fetch first float for foreign found from full get global go goto
grant group having identity immediate in index indicator initially inner input insensitive insert
int integer intersect interval into is isolation join key language last leading left let level like
limit list local lower match max min missing modified module names national natural nchar new next
no not nothing null nullif numeric octet_length of old on only open option or order outer output
overlaps pad partial pivot position precision prepare preserve primary prior privileges procedure
public read real references relative remove restrict returning revoke right rollback rows schema
scroll section select session session_user set sexp size smallint some space sql sqlcode sqlerror
sqlstate string struct substring sum symbol system_user table temporary then time timestamp to
trailing transaction translate translation trim true tuple union unique unknown unpivot update
upper usage user using value values varchar varying view when whenever where with work write zone`;

const KEYWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/));

export function isKeyword(word: string): boolean {
  return KEYWORDS.has(word.toLowerCase());
}
