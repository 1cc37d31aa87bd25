import { editImage, fetchImageBlob, generateImage, transformInterior } from '../media';
import { prepareImage, type AttachedImage } from '../image';
import { ImageJobDialog } from './ImageJobDialog';

interface Props {
  open: boolean;
  onClose(): void;
  /** Puts the made image in the chat's preview strip. */
  onAttach(image: AttachedImage): void;
}

const attachFrom = (onAttach: Props['onAttach'], name: string) => async (url: string) => {
  onAttach(await prepareImage(await fetchImageBlob(url), name));
};

export function GenerateImageDialog({ open, onClose, onAttach }: Props) {
  return (
    <ImageJobDialog
      open={open}
      onClose={onClose}
      job={{
        title: 'Generate Image',
        description: 'Describe the image you want, e.g. a finished deck, a tiled shower or a site sign.',
        label: 'Prompt',
        placeholder: 'A modern timber deck with glass balustrade at sunset',
        runLabel: 'Generate',
        busyLabel: 'Generating…',
        validate: (p) => (p.trim() ? null : 'Please enter a prompt to generate an image'),
        run: generateImage,
        failTitle: 'Generation Failed',
        failMessage: 'Failed to generate image. Please try again.',
        useLabel: 'Attach to chat',
        onUse: attachFrom(onAttach, 'generated-image.jpg'),
      }}
    />
  );
}

export function EditImageDialog({ open, onClose, onAttach, image }: Props & { image: AttachedImage | null }) {
  return (
    <ImageJobDialog
      open={open}
      onClose={onClose}
      job={{
        title: 'Edit Image',
        description: 'Say what to change in the attached image.',
        label: 'What would you like to change?',
        placeholder: 'Make the walls light grey and add a skylight',
        runLabel: 'Edit Image',
        busyLabel: 'Editing…',
        source: image?.dataUrl,
        validate: (p) => (!image ? 'No image to edit' : p.trim() ? null : "Please enter what you'd like to change"),
        run: (p) => editImage(image!.base64, p),
        failTitle: 'Edit Failed',
        failMessage: 'Failed to edit image. Please try again.',
        useLabel: 'Use this image',
        onUse: attachFrom(onAttach, image ? `edited-${image.name}` : 'edited-image.jpg'),
      }}
    />
  );
}

export function InteriorDesignDialog({ open, onClose, onAttach, image }: Props & { image: AttachedImage | null }) {
  return (
    <ImageJobDialog
      open={open}
      onClose={onClose}
      job={{
        title: 'Interior Design Transformation',
        description: 'Restyle the room in the attached photo while keeping its layout.',
        label: 'Design changes',
        placeholder: 'Scandinavian style: white oak floors, linen sofa, warm lighting',
        runLabel: 'Transform',
        busyLabel: 'Transforming…',
        source: image?.dataUrl,
        validate: (p) => (!image ? 'No room image to transform' : p.trim() ? null : 'Please describe the interior design changes you want'),
        run: async (p) => (await transformInterior(image!.dataUrl, p)).imageUrl,
        failTitle: 'Transformation Failed',
        failMessage: 'Failed to transform interior. Please try again.',
        useDetails: true,
        useLabel: 'Use this image',
        onUse: attachFrom(onAttach, image ? `interior-${image.name}` : 'interior.jpg'),
      }}
    />
  );
}
