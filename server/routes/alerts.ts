/**
 * 股价提醒 calls (beyond the spec: docs/watchlist-and-alerts.md), thin over the Alerts repository:
 * a login for each, the 'watch' limits on every write, a known instrument and a level in range for
 * each new alert. The process that runs the market keeps its evaluation index in step here.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AlertPaths } from '../../contract/alerts';
import {
  AlertCreatePayload,
  AlertDeletePayload,
  AlertReadPayload,
  AlertTokenParams,
} from '../../contract/alerts.params.schema';
import { AlertInboxResponse, AlertListResponse } from '../../contract/alerts.schema';
import { CommunityCode } from '../../contract/community';
import { replies } from '../../contract/envelope.schema';
import { alertSpec } from '../../contract/alert-rules';
import type { AlertSink } from '../alerts/bus';
import { withName } from '../alerts/names';
import type { Community } from '../community';
import { badInput } from '../community/failure';
import { tokenOf } from './caller-token';
import { knownInstrument } from './watchlist';

export function registerAlertRoutes(
  app: FastifyInstance,
  community: Community,
  /** Where the alert changes go: the local index (role all), the bus (gateway), or nowhere. */
  service?: AlertSink,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts, alerts, limiter } = community;
  const listOf = async (userId: number): Promise<AlertListResponse> => ({
    code: CommunityCode.Ok,
    data: (await alerts.list(userId)).map(withName),
  });
  const inboxOf = async (userId: number): Promise<AlertInboxResponse> => ({
    code: CommunityCode.Ok,
    data: (await alerts.inbox(userId)).map(withName),
  });
  const writer = async (req: { ip: string }, token: string | undefined) => {
    const user = await accounts.require(token);
    await limiter.take('watch', user.id, req.ip);
    return user;
  };

  api.get(
    AlertPaths.list,
    { schema: { querystring: AlertTokenParams, response: replies(AlertListResponse) } },
    async (req) => listOf((await accounts.require(tokenOf(req, req.query.token))).id),
  );

  api.post(
    AlertPaths.create,
    { schema: { body: AlertCreatePayload, response: replies(AlertListResponse) } },
    async (req) => {
      const b = req.body;
      const user = await writer(req, tokenOf(req, b.token));
      const instrument = knownInstrument(b.instrument);
      const spec = alertSpec(b.kind, b.level, b.repeat, b.quietMinutes);
      if (typeof spec === 'string') throw badInput(spec);
      service?.add(await alerts.create(user.id, { instrument, ...spec }));
      return listOf(user.id);
    },
  );

  api.post(
    AlertPaths.remove,
    { schema: { body: AlertDeletePayload, response: replies(AlertListResponse) } },
    async (req) => {
      const user = await writer(req, tokenOf(req, req.body.token));
      await alerts.remove(user.id, req.body.alertId);
      service?.remove(req.body.alertId);
      return listOf(user.id);
    },
  );

  api.get(
    AlertPaths.inbox,
    { schema: { querystring: AlertTokenParams, response: replies(AlertInboxResponse) } },
    async (req) => inboxOf((await accounts.require(tokenOf(req, req.query.token))).id),
  );

  api.post(
    AlertPaths.markRead,
    { schema: { body: AlertReadPayload, response: replies(AlertInboxResponse) } },
    async (req) => {
      const user = await writer(req, tokenOf(req, req.body.token));
      await alerts.markRead(user.id, req.body.ids);
      return inboxOf(user.id);
    },
  );
}
