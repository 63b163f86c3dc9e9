/**
 * `npm run restart:gateways`: asks the running `start:cluster` / `start:gateways` supervisor on
 * PORT (its pid in `<WAP_DATA_DIR>/cluster-<PORT>.pid`) to roll its gateways one at a time: a new
 * gateway listens, then the old one drains (docs/operations.md "Rolling restart").
 */
import fs from 'node:fs';
import { clusterPlan } from './cluster-plan';

const plan = clusterPlan('cluster', { ...process.env, MARKET_URL: process.env.MARKET_URL || 'unused' });
let pid: number;
try {
  pid = Number(fs.readFileSync(plan.pidFile, 'utf8'));
} catch {
  console.error(`no running cluster on port ${plan.gateways!.port} (no ${plan.pidFile})`);
  process.exit(1);
}
try {
  process.kill(pid, 'SIGHUP');
  console.log(`asked the cluster (pid ${pid}) to roll its gateways; its log says when it is done`);
} catch (err) {
  console.error(`cluster pid ${pid} is not running: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
