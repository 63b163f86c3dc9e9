/** A user's round avatar; without an image (or when it fails to load) the nickname's first character. */
import { useState } from 'react';
import './community.css';

export function Avatar({
  src,
  name,
  size = 'normal',
}: {
  src: string;
  name: string;
  size?: 'normal' | 'small';
}) {
  const [broken, setBroken] = useState(false);
  const initial = Array.from(name || '股')[0];
  return (
    <span className={`avatar avatar--${size}`}>
      {src && !broken ? <img src={src} alt="" onError={() => setBroken(true)} /> : <span>{initial}</span>}
    </span>
  );
}
