// Playwright's global setup: the database every site of the run starts from. A site's first start
// spends most of its time creating the api's database (migrations, reference data); done once
// here, on a site that nothing uses, and copied into each site's data folder, it is the same
// fresh, unused database, while every site still starts its api, which checks it is up to date.
import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_TEMPLATE_VARIABLE, launchSite, sitePortsFrom } from './site';

export default async function createDatabaseTemplate(): Promise<() => Promise<void>> {
  // The isolated sites' first port range (site.ts isolatedSitePorts starts one range later).
  const site = await launchSite(sitePortsFrom(Number(process.env.E2E_ISOLATED_PORT_BASE ?? 4600)));
  await site.stopAll();
  const template = path.join(site.dataDir, 'api');
  // Each site generates a token secret of its own: a token of one site is not valid on another.
  fs.rmSync(path.join(template, 'jwt-secret'));
  process.env[DATABASE_TEMPLATE_VARIABLE] = template;
  return async () => fs.rmSync(site.dataDir, { recursive: true, force: true });
}
