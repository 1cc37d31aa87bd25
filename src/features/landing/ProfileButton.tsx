import { useState } from 'react';
import { Link } from 'react-router-dom';
import { displayableLogo } from '../../app/logo';
import { usePhotoUrl } from '../../data/photos';
import { UserIcon } from './icons';

/** Top-right button to /profile, showing the business logo when there is one (spec §2 Landing). */
export function ProfileButton({ logo }: { logo: string | null }) {
  // photos: the device's copy of a logo chosen here (offline, before it is uploaded), else the server's file.
  const src = usePhotoUrl(displayableLogo(logo));
  return (
    <Link to="/profile" className="profile-btn" aria-label="Profile">
      {src ? <LogoImage key={src} src={src} /> : <UserIcon />}
    </Link>
  );
}

function LogoImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  // Offline with an uncached logo: fall back to the plain icon rather than a broken image.
  if (failed) return <UserIcon />;
  return <img src={src} alt="" className="profile-btn-logo" onError={() => setFailed(true)} />;
}
