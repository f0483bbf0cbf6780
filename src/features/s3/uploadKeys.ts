/**
 * The key an uploaded file is written under: the prefix, then the file's name. A prefix that does not
 * end in '/' is still a folder to the user typing it ("imports" means "imports/"); S3 itself would
 * join them as they are, so the UI adds the slash rather than writing `importspeople.csv`.
 */
export function uploadKey(prefix: string, fileName: string): string {
  const trimmed = prefix.trim().replace(/^\/+/, '');
  if (trimmed === '') return fileName;
  return trimmed.endsWith('/') ? trimmed + fileName : `${trimmed}/${fileName}`;
}
