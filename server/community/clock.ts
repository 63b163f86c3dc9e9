/**
 * The community store's notion of "now" (unix milliseconds). Code expiry, rate-limit windows,
 * token expiry and auto-approval all read it, so tests can move time forward instead of sleeping:
 *   jest.spyOn(communityClock, 'now').mockReturnValue(t)
 */
export interface Clock {
  now(): number;
}

export const communityClock: Clock = {
  now: () => Date.now(),
};
