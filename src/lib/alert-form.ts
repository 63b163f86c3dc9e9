/** The 股价提醒 form's fields (beyond the spec: docs/watchlist-and-alerts.md) as the create call's payload. */
import type { AlertKind, AlertRepeatName } from '../../contract/alerts';
import type { AlertCreatePayload } from '../../contract/alerts.params.schema';
import { alertSpec, parseLevel } from '../../contract/alert-rules';

export type AlertDraft = Omit<AlertCreatePayload, 'token'>;

/** The form as the user filled it (text fields as typed). */
export interface AlertForm {
  instrument: string;
  kind: AlertKind;
  level: string;
  repeat: AlertRepeatName;
  quietMinutes: string;
}

/** The form as the create call's payload, or the message the server would answer. */
export function draftOf(form: AlertForm): AlertDraft | string {
  const level = parseLevel(form.level);
  const quiet = form.repeat === 'every' ? parseLevel(form.quietMinutes) : 5;
  const spec = alertSpec(form.kind, level, form.repeat, quiet);
  if (typeof spec === 'string') return spec;
  return { instrument: form.instrument, kind: form.kind, level, repeat: form.repeat, quietMinutes: quiet };
}
