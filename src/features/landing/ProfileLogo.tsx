import { useState } from 'react';
import { usePhotoUrl } from '../../data/photos';
import { UserIcon } from './icons';

/** The business logo on the profile button: the device's copy of a logo chosen here (offline, before it is uploaded), else the server's file. */
export default function ProfileLogo({ path }: { path: string }) {
  const src = usePhotoUrl(path);
  return src ? <LogoImage key={src} src={src} /> : <UserIcon />;
}

function LogoImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  // Offline with an uncached logo: fall back to the plain icon rather than a broken image.
  if (failed) return <UserIcon />;
  return <img src={src} alt="" className="profile-btn-logo" onError={() => setFailed(true)} />;
}
