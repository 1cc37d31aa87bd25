import { EditIcon, SofaIcon } from './icons';
import type { AttachedImage } from './image';

/** Spec §2: the attached image with Edit Image, Interior Design and a remove control. */
export function ImagePreviewStrip({
  image,
  disabled,
  onEdit,
  onInterior,
  onRemove,
}: {
  image: AttachedImage;
  disabled: boolean;
  onEdit(): void;
  onInterior(): void;
  onRemove(): void;
}) {
  return (
    <div className="chat-preview" aria-label="Attached image">
      <div className="chat-preview-thumb">
        <img src={image.dataUrl} alt={image.name} />
        <button type="button" className="chat-preview-remove" aria-label="Remove image" onClick={onRemove} disabled={disabled}>
          ×
        </button>
      </div>
      <div className="chat-preview-actions">
        <span className="chat-preview-name">{image.name}</span>
        <div className="row">
          <button type="button" className="btn btn-outline btn-sm" onClick={onEdit} disabled={disabled}>
            <EditIcon size={16} /> Edit Image
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={onInterior} disabled={disabled}>
            <SofaIcon size={16} /> Interior Design
          </button>
        </div>
      </div>
    </div>
  );
}
