import { CommunityError } from './failure';
import { DEFAULT_LIMITS, type Limits, RateLimiter, scaledLimits } from './limits';

const ONE = (perUser: number, perIp: number): Limits => {
  const rule = [{ windowMs: 1000, perUser, perIp }];
  return { post: rule, comment: rule, reply: rule, like: rule, upload: rule, watch: rule };
};

describe('RateLimiter', () => {
  it('admits perUser calls per window, refuses the next, admits again once the first leaves it', () => {
    let t = 0;
    const l = new RateLimiter(ONE(2, 100), () => t);
    l.take('post', 1, 'a');
    t = 500;
    l.take('post', 1, 'a');
    expect(() => l.take('post', 1, 'a')).toThrow(CommunityError);
    t = 1000; // the first call (t = 0) is exactly one window old: out of it
    l.take('post', 1, 'a');
    expect(() => l.take('post', 1, 'a')).toThrow(CommunityError);
  });

  it('counts per IP across users and per action apart; a refused call is not counted', () => {
    let t = 0;
    const l = new RateLimiter(ONE(5, 2), () => t);
    l.take('like', 1, 'ip');
    l.take('like', 2, 'ip');
    expect(() => l.take('like', 3, 'ip')).toThrow(CommunityError);
    l.take('like', 3, 'other-ip');
    l.take('post', 3, 'ip'); // another action has its own count
    t = 1001;
    l.take('like', 3, 'ip');
  });

  it('forgets keys idle for longer than every window (memory stays bounded)', () => {
    let t = 0;
    const l = new RateLimiter(ONE(5, 5), () => t);
    for (let i = 0; i < 999; i++) l.take('post', i, `ip${i}`);
    expect(l.size).toBe(1998);
    t = 5000;
    l.take('post', 1, 'ip1'); // the 1000th call sweeps
    expect(l.size).toBe(2);
  });

  it('scales every count, never below 1', () => {
    expect(scaledLimits(10).post[0]).toEqual({ ...DEFAULT_LIMITS.post[0], perUser: 30, perIp: 100 });
    expect(scaledLimits(0.01).post[0].perUser).toBe(1);
    expect(() => scaledLimits(0)).toThrow();
  });
});
