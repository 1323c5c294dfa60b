// `npm start`'s banner follows the demo portal file it runs with (issue 38).
'use strict';

const { describe, expect, it } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { bannerLines } = require('../site');

describe("npm start's banner", () => {
  it('puts every address in one column and names the file that lists all demo students', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-banner-'));
    const file = path.join(dir, 'students.json');
    const student = (username, extra = {}) => ({
      username,
      password: 'demo1234!',
      name: '김상명',
      department: '컴퓨터과학전공',
      ...extra,
    });
    fs.writeFileSync(
      file,
      JSON.stringify({
        students: [
          student('201900001', { demoAdmin: true }),
          student('202012301'),
          student('202099999', { simulate: 'timeout' }),
        ],
      }),
    );
    try {
      const lines = bannerLines('http://127.0.0.1:3000', { PORTAL_DEMO_FILE: file });

      const addresses = lines.filter(
        (line) => line.includes('http://127.0.0.1:') && !line.includes('running'),
      );
      expect(addresses.length).toBeGreaterThan(1);
      expect(new Set(addresses.map((line) => line.indexOf('http://'))).size).toBe(1);
      expect(lines).toContain(
        `  Demo portal students (학번 / 샘물 비밀번호); all 2 in ${path.relative(path.resolve(__dirname, '../../..'), file)}:`,
      );
      expect(lines).toContain('    201900001 / demo1234!  admin  김상명 (컴퓨터과학전공)');
      expect(lines).toContain('    202012301 / demo1234!         김상명 (컴퓨터과학전공)');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
