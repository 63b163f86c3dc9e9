/**
 * The production-mode secret check: with `NODE_ENV=production` a process refuses to start while a
 * secret is missing or still the repository's default, because anyone who reads the repository can
 * sign calls and forge quote tokens (which carry their own expiry) with those (issue 32 row 8).
 * Every process's start path calls `assertProductionSecrets` before it listens.
 */

/** The defaults written in the repository: fine on a developer's machine, never in production. */
export const DEFAULT_SECRETS: Readonly<Record<string, string>> = {
  WAP_APP_SECRET: 'wap-quote-local-secret',
  WAP_QUOTE_SECRET: 'wap-quote-local-quote-secret',
};

/** Fewer characters than this is not a secret an attacker cannot guess. */
export const MIN_SECRET_LENGTH = 16;

/** What is wrong with the environment's secrets in production mode, one sentence each; empty when fine. */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const [name, fallback] of Object.entries(DEFAULT_SECRETS)) {
    const value = env[name];
    if (!value) problems.push(`${name} is not set (the repository's default would be used)`);
    else if (value === fallback) problems.push(`${name} is the repository's default`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  return problems;
}

/** Throws, naming every problem, when production mode would start with a default or weak secret. */
export function assertProductionSecrets(env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionSecretProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `refusing to start with NODE_ENV=production: ${problems.join('; ')}. Set each to a long random value.`,
  );
}
