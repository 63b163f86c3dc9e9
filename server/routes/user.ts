/** rjhy-user: the logged-in user's info (§3 user info) and logout. */
import type { FastifyInstance } from 'fastify';
import {
  type CommunityResult,
  CommunityCode,
  CommunityPaths,
  type UserInfoResponse,
} from '../../src/api/contract/community';
import type { Community } from '../community';
import { userInfo } from '../community/accounts';
import { paramsOf, tokenOf } from './community-params';

export function registerUserRoutes(app: FastifyInstance, community: Community): void {
  app.get(CommunityPaths.userInfo, async (req): Promise<UserInfoResponse> => {
    const token = tokenOf(req, paramsOf(req.query));
    const user = community.accounts.require(token);
    return { code: CommunityCode.Ok, data: userInfo(user, token ?? '') };
  });

  app.post(CommunityPaths.logout, async (req): Promise<CommunityResult> => {
    community.accounts.logout(tokenOf(req, paramsOf(req.body)));
    return { code: CommunityCode.Ok, msg: '已退出登录' };
  });
}
