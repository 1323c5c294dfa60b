/**
 * Browser and operating system of a User-Agent header, for "로그인 기기" (a few families by
 * their tokens, no version: enough for a member to tell devices apart). Order matters: Edge,
 * Opera, Whale and Samsung Internet also say "Chrome", Chrome also says "Safari", iPadOS in
 * desktop mode says "Macintosh". null when nothing is recognised.
 */
export interface Device {
  browser: string | null;
  os: string | null;
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bKAKAOTALK\b/i, '카카오톡'],
  [/\bNAVER\(inapp/i, '네이버 앱'],
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bWhale\//, 'Whale'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browsers named in Korean above, in English (ADR 0063); the others are their own names. */
export const ENGLISH_BROWSER_NAMES: Readonly<Record<string, string>> = {
  카카오톡: 'KakaoTalk',
  '네이버 앱': 'NAVER app',
};

function firstMatch(table: ReadonlyArray<readonly [RegExp, string]>, text: string): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export function parseUserAgent(userAgent: string): Device {
  return { browser: firstMatch(BROWSERS, userAgent), os: firstMatch(SYSTEMS, userAgent) };
}
