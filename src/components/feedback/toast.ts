/** The community screens' text toast: 3 s (§9 (business constants and limits) "toast 3000 ms"). */
import Toast from 'react-vant/es/toast';

export const TOAST_MS = 3000;

export function toast(message: string): void {
  Toast.info({ message, duration: TOAST_MS });
}
