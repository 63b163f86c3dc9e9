/** rjhy-user: the logged-in user's info (§3 (entities and their fields) user info) and logout. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CommunityCode, CommunityPaths, type CommunityResult } from '../../contract/community';
import { TokenParams } from '../../contract/community.params.schema';
import { CommunityStatus, UserInfoResponse } from '../../contract/community.schema';
import { replies } from '../../contract/envelope.schema';
import type { Community } from '../community';
import { userInfo } from '../community/accounts';
import { tokenOf } from './caller-token';

export function registerUserRoutes(app: FastifyInstance, community: Community): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    CommunityPaths.userInfo,
    { schema: { querystring: TokenParams, response: replies(UserInfoResponse) } },
    async (req): Promise<UserInfoResponse> => {
      const token = tokenOf(req, req.query.token);
      const user = await community.accounts.require(token);
      return { code: CommunityCode.Ok, data: userInfo(user, token ?? '') };
    },
  );

  api.post(
    CommunityPaths.logout,
    { schema: { body: TokenParams, response: replies(CommunityStatus) } },
    async (req): Promise<CommunityResult> => {
      await community.accounts.logout(tokenOf(req, req.body.token));
      return { code: CommunityCode.Ok, msg: '已退出登录' };
    },
  );
}
