import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../domain/constants';
import { AlertIcon, ExternalIcon } from '../../app/ui/icons';
import { EXTERNAL_SIGNUP_URL, openExternal, PRIVACY_URL } from '../../app/links';
import './misc.css';

/** The hand-over warning shown before sending someone to the external signup site (spec §2 External redirect). */
export default function ExternalRedirectPage() {
  const navigate = useNavigate();
  return (
    <main className="info-screen">
      <div className="info-panel">
        <section className="card" aria-labelledby="ext-title">
          <span className="info-icon info-icon-warn">
            <AlertIcon size={30} />
          </span>
          <h1 id="ext-title">You're leaving {PRODUCT_NAME}</h1>
          <p>You're about to leave the app for an external website. From there on you will no longer be transacting with {PRODUCT_NAME}.</p>
          <ul className="info-list">
            <li>Any account you create or purchase you make on that website is managed by the developer company, not by {PRODUCT_NAME}.</li>
            <li>Your stored payment method, subscription management and refund requests will not be available there.</li>
            <li>{PRODUCT_NAME} is not responsible for the privacy or security of that website.</li>
          </ul>
          <p className="small">
            <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
              Learn more <ExternalIcon size={14} />
            </a>
            <span className="sr-only"> (opens in a new tab)</span>
          </p>
          <div className="info-actions">
            <button type="button" className="btn btn-outline" onClick={() => navigate('/auth')}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                openExternal(EXTERNAL_SIGNUP_URL);
                void navigate('/');
              }}
            >
              Continue
            </button>
          </div>
        </section>
      </div>
    </main>
  );
}
