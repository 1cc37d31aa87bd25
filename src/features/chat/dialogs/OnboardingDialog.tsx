import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { Dialog } from '../../../app/ui/Dialog';
import type { CachedCompany, CachedProfile } from '../../profile';
import { onboardingChecklist, type ChecklistItem } from '../onboarding';

function Checklist({ title, items }: { title: string; items: ChecklistItem[] }) {
  return (
    <section className="chat-onb-section">
      <h3>{title}</h3>
      <ul className="chat-onb-list">
        {items.map((i) => (
          <li key={i.label} className={i.done ? 'is-done' : ''}>
            <span className="chat-onb-mark" aria-hidden="true">
              {i.done ? '✓' : '○'}
            </span>
            {i.label}
            <span className="sr-only">{i.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2/§4 onboarding: step 0 welcome, step 1 complete profile (Back / Complete Profile). */
export function OnboardingDialog({
  open,
  onClose,
  profile,
  company,
}: {
  open: boolean;
  onClose(): void;
  profile: CachedProfile | null;
  company: CachedCompany | null;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const list = onboardingChecklist(profile, company);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={step === 0 ? 'Welcome to your AI assistant' : 'Complete your profile'}
      footer={
        step === 0 ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Maybe Later
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setStep(1)}>
              Next
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-outline" onClick={() => setStep(0)}>
              Back
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                onClose();
                navigate('/profile');
              }}
            >
              Complete Profile
            </button>
          </>
        )
      }
    >
      <p className="muted small" aria-label={`Step ${step + 1} of 2`}>
        Step {step + 1} of 2
      </p>
      {step === 0 ? (
        <div className="stack">
          <p>
            Ask about licences, permits and safety rules for your state and trade, with the sources to check. It works with no signal too.
          </p>
          <ul className="chat-onb-list">
            <li>Snap a photo of the job and ask about it</li>
            <li>Make materials lists, quotes and invoices from a chat</li>
            <li>Talk instead of typing with the microphone</li>
          </ul>
        </div>
      ) : (
        <div className="stack">
          <p>Add your details so answers fit your state and trade, and your invoices carry your business name, phone and email.</p>
          <Checklist title="Personal details" items={list.personal} />
          <Checklist title="Business information" items={list.business} />
        </div>
      )}
    </Dialog>
  );
}
