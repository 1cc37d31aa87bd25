/** Admin work happens on the server only; nothing here is kept on the device or queued for later. */
export function OfflineNotice() {
  return (
    <p className="banner banner-danger" role="status">
      You're offline. The admin screens work only with a connection; nothing here is saved on this device.
    </p>
  );
}
