// Character tests shared by the hand-written formats: ASCII only, as the reference expressions
// (case-insensitive without the `u` flag) never match a non-ASCII character against ASCII ranges.

/** `A`–`Z` as `a`–`z`; every other code unit unchanged. */
export function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** `0`–`9`, `a`–`z`, `A`–`Z`. */
export function isAlphanumeric(code: number): boolean {
  const lower = lowerAscii(code);
  return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 122);
}

/** `0`–`9`, `a`–`f`, `A`–`F`. */
export function isHexDigit(code: number): boolean {
  const lower = lowerAscii(code);
  return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 102);
}

/** True when `text` starts with `prefix` (lower case ASCII) in any letter case. */
export function startsWithAnyCase(text: string, prefix: string): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (lowerAscii(text.charCodeAt(i)) !== prefix.charCodeAt(i)) return false;
  return true;
}
