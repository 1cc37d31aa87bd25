import type { CachedCompany, CachedProfile } from '../profile';
import { CreateInvoiceDialog } from './dialogs/CreateInvoiceDialog';
import { EditImageDialog, GenerateImageDialog, InteriorDesignDialog } from './dialogs/ImageDialogs';
import { MaterialsListsDialog } from './dialogs/MaterialsListsDialog';
import { OnboardingDialog } from './dialogs/OnboardingDialog';
import type { AttachedImage } from './image';
import type { InvoiceFormDraft } from './invoice-form';

export type ChatDialog = 'generate' | 'edit' | 'interior' | 'invoice' | 'materials' | 'onboarding' | null;

interface Props {
  open: ChatDialog;
  onClose(): void;
  userId: string;
  image: AttachedImage | null;
  onAttach(image: AttachedImage): void;
  invoiceDraft: InvoiceFormDraft | null;
  profile: CachedProfile | null;
  company: CachedCompany | null;
}

/** The chat's dialogs (spec §2), one open at a time. */
export function ChatDialogs({ open, onClose, userId, image, onAttach, invoiceDraft, profile, company }: Props) {
  return (
    <>
      <GenerateImageDialog open={open === 'generate'} onClose={onClose} onAttach={onAttach} />
      <EditImageDialog open={open === 'edit'} onClose={onClose} onAttach={onAttach} image={image} />
      <InteriorDesignDialog open={open === 'interior'} onClose={onClose} onAttach={onAttach} image={image} />
      <CreateInvoiceDialog open={open === 'invoice'} onClose={onClose} userId={userId} initial={invoiceDraft} />
      <MaterialsListsDialog open={open === 'materials'} onClose={onClose} userId={userId} />
      <OnboardingDialog open={open === 'onboarding'} onClose={onClose} profile={profile} company={company} />
    </>
  );
}
