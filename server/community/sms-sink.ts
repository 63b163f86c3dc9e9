/**
 * Where an SMS code goes. There is no SMS gateway: the code is printed to the server's log (stdout)
 * as one line `[sms] <phone> 验证码 <code>` and appears nowhere else — never in an HTTP response.
 * In-process tests replace the sink with setSmsSink to capture codes without log noise; the e2e
 * suite and the durability test read the line from the server's output with SMS_LOG_PATTERN.
 */
export type SmsSink = (phone: string, code: string) => void;

export const SMS_LOG_PATTERN = /\[sms\] (\d{11}) 验证码 (\d{6})/;

export function smsLogLine(phone: string, code: string): string {
  return `[sms] ${phone} 验证码 ${code}`;
}

const logSink: SmsSink = (phone, code) => {
  console.log(smsLogLine(phone, code));
};

let current: SmsSink = logSink;

export function deliverSms(phone: string, code: string): void {
  current(phone, code);
}

/** Replaces the sink; returns a function that restores the previous one. */
export function setSmsSink(sink: SmsSink): () => void {
  const previous = current;
  current = sink;
  return () => {
    current = previous;
  };
}

/** Last code printed for a phone in a captured log text, or undefined. */
export function findSmsCode(logText: string, phone: string): string | undefined {
  const pattern = new RegExp(SMS_LOG_PATTERN.source, 'g');
  let found: string | undefined;
  for (const m of logText.matchAll(pattern)) if (m[1] === phone) found = m[2];
  return found;
}
