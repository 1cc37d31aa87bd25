import { useId } from 'react';
import { useWifiOnlySetting } from '../../data/photos';

/** "Upload photos on Wi-Fi only": honoured where the browser can tell Wi-Fi from mobile data (src/data/photos/network.ts). */
export function PhotoUploadSetting({ userId }: { userId: string }) {
  const { on, canTell, set } = useWifiOnlySetting(userId);
  const id = useId();
  return (
    <label className="checkbox-row photo-setting" htmlFor={id}>
      <input id={id} type="checkbox" checked={on ?? false} disabled={on === undefined} onChange={(e) => void set(e.target.checked)} />
      <span>
        <span className="label">Upload photos on Wi-Fi only</span>
        <span className="hint checkbox-hint">
          {canTell
            ? 'Photos wait on this device while you are on mobile data.'
            : "This browser can't tell Wi-Fi from mobile data, so photos upload on any connection."}
        </span>
      </span>
    </label>
  );
}
