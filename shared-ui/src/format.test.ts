import { transformSync } from '@swc/core';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Format from './format';
import { formatNumber, isoDay } from './format';

// The module runs in a Node process of its own per device: the time zone (TZ) and the default
// locale (LANG) are the process's, and jest's sandbox cannot change them.

/**
 * Makes every Intl formatter and toLocale* method answer in `locale` whatever it is asked for,
 * as an engine without the asked locale's data does (WebKitGTK wrote `en-CA` dates as en-US).
 * Runs in the device process (sent as source text), so it names only globals.
 */
function answerOnlyIn(locale: string) {
  const { DateTimeFormat, NumberFormat } = Intl;
  // A function, not an arrow: Intl's formatters are called with `new`.
  const wrap = (Format: new (locale: string, options: object) => object) =>
    function (_locales: unknown, options: object) {
      return new Format(locale, options);
    };
  Object.assign(Intl, { DateTimeFormat: wrap(DateTimeFormat), NumberFormat: wrap(NumberFormat) });
  for (const [prototype, name] of [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ] as const) {
    const original = (prototype as unknown as Record<string, (...args: unknown[]) => string>)[
      name
    ]!;
    Object.assign(prototype, {
      [name](this: unknown, _locales: unknown, options: object) {
        return original.call(this, locale, options);
      },
    });
  }
}

/** What the site writes (the module under test), and what Intl writes, on the device. */
function writings(format: typeof Format) {
  const lateNovember = new Date('2026-11-25T23:30:00Z');
  return {
    site: [
      // 23:30 UTC on 25 Nov is already 08:30 on the 26th in Seoul.
      format.isoDay('2026-11-25T23:30:00Z'),
      format.isoDay(new Date('2026-11-25T09:00:00Z')),
      // 15:30 UTC on 28 Feb is 00:30 on 1 March in Seoul (no 29 Feb in 2025).
      format.shortDay('2025-02-28T15:30:00.000Z'),
      format.shortDateTime('2025-02-28T15:30:00.000Z'),
      format.shortDateTime('2024-12-31T14:59:59Z'),
      format.shortDateTime('2026-12-31T15:05:00.000Z'),
      // An offset in the text is honoured.
      format.shortDateTime('2026-01-05T09:07:00+09:00'),
      format.clockTime(Date.UTC(2026, 10, 25, 9, 44)),
      format.seoulTime('2028-02-28T16:00:00Z'),
      format.formatNumber(0),
      format.formatNumber(999),
      format.formatNumber(1234567),
      format.formatNumber(-1234.5),
      format.formatNumber(3.5),
      format.koreanCount(12345, '명'),
      format.koreanCount(7, '개'),
    ],
    intl: {
      enCaDay: new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Seoul',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(lateNovember),
      localHour: lateNovember.getHours(),
      koreanNumber: (1234567).toLocaleString('ko-KR'),
    },
  };
}

const SITE_WRITINGS = [
  '2026-11-26',
  '2026-11-25',
  '25-03-01',
  '25-03-01 00:30',
  '24-12-31 23:59',
  '27-01-01 00:05',
  '26-01-05 09:07',
  '18:44',
  { year: 2028, month: 2, day: 29, hour: 1, minute: 0 },
  '0',
  '999',
  '1,234,567',
  '-1,234.5',
  '3.5',
  '12,345명',
  '7개',
];

interface Device {
  /** The locale every Intl call answers in (answerOnlyIn), and the process's LANG. */
  locale: string;
  lang: string;
  timeZone: string;
}

const DEVICES: Device[] = [
  { locale: 'ko-KR', lang: 'ko_KR.UTF-8', timeZone: 'Asia/Seoul' },
  { locale: 'en-US', lang: 'en_US.UTF-8', timeZone: 'America/Los_Angeles' },
  { locale: 'en-CA', lang: 'C', timeZone: 'UTC' },
  { locale: 'de-DE', lang: 'de_DE.UTF-8', timeZone: 'Europe/Berlin' },
  { locale: 'ar-EG', lang: 'ar_EG.UTF-8', timeZone: 'Africa/Cairo' },
  { locale: 'th-TH-u-ca-buddhist', lang: 'th_TH.UTF-8', timeZone: 'Asia/Bangkok' },
  { locale: 'fa-IR', lang: 'fa_IR.UTF-8', timeZone: 'Pacific/Kiritimati' },
];

let moduleFile: string;

beforeAll(() => {
  const source = fs.readFileSync(path.join(__dirname, 'format.ts'), 'utf8');
  const { code } = transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  moduleFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'format-test-')), 'format.cjs');
  fs.writeFileSync(moduleFile, code);
});

afterAll(() => fs.rmSync(path.dirname(moduleFile), { recursive: true, force: true }));

type Writings = ReturnType<typeof writings>;

function runOn({ locale, lang, timeZone }: Device): Writings {
  const script = `
    (${answerOnlyIn.toString()})(${JSON.stringify(locale)});
    const format = require(${JSON.stringify(moduleFile)});
    process.stdout.write(JSON.stringify((${writings.toString()})(format)));
  `;
  const child = spawnSync(process.execPath, ['-e', script], {
    env: { PATH: process.env.PATH, TZ: timeZone, LANG: lang, LC_ALL: lang },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

describe('dates and numbers do not depend on the reader', () => {
  it.each(DEVICES)('on a device in $locale, $timeZone', (device) => {
    expect(runOn(device).site).toEqual(SITE_WRITINGS);
  });

  it('the devices do differ where Intl is asked (so the check above can fail)', () => {
    const [korea, usa, canada, , egypt] = DEVICES.map(runOn) as [
      Writings,
      Writings,
      Writings,
      Writings,
      Writings,
    ];
    expect(canada.intl).toEqual({
      enCaDay: '2026-11-26',
      localHour: 23,
      koreanNumber: '1,234,567',
    });
    expect(korea.intl).toEqual({
      enCaDay: '2026. 11. 26.',
      localHour: 8,
      koreanNumber: '1,234,567',
    });
    // The printed 점검표's bug of issue 28: en-CA asked for, en-US written.
    expect(usa.intl).toEqual({ enCaDay: '11/26/2026', localHour: 15, koreanNumber: '1,234,567' });
    expect(egypt.intl.koreanNumber).not.toBe('1,234,567');
  });

  it('refuses what is not a date or a finite number', () => {
    expect(() => isoDay('not a date')).toThrow(RangeError);
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
