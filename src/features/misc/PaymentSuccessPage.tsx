import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../app/toast/store';
import { PRODUCT_NAME } from '../../domain/constants';
import { BackIcon, CheckIcon } from '../../app/ui/icons';
import { PUBLIC_SITE } from '../../app/links';
import './misc.css';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const shown = useRef(false);

  useEffect(() => {
    if (!email || shown.current) return;
    shown.current = true;
    toast({ title: 'Payment Successful', description: `Your subscription for ${email} is being set up.` });
  }, [email]);

  return (
    <main className="info-screen">
      <div className="info-panel">
        <div className="info-top">
          <a href={PUBLIC_SITE} className="btn btn-ghost">
            <BackIcon size={20} /> Back to Home
          </a>
        </div>
        <section className="card" aria-labelledby="pay-title">
          <span className="info-icon info-icon-success">
            <CheckIcon size={32} />
          </span>
          <h1 id="pay-title">Payment Successful!</h1>
          <p>Thanks for subscribing to {PRODUCT_NAME}.</p>
          <p className="muted">
            Your subscription is being set up{email ? ` for ${email}` : ''}. Sign in to the app with the same email address to start using
            your toolbox.
          </p>
          <div className="info-actions">
            <Link to="/landing" className="btn btn-primary">
              Open {PRODUCT_NAME}
            </Link>
            <a href={PUBLIC_SITE} className="btn btn-outline">
              Return to Home
            </a>
          </div>
        </section>
      </div>
    </main>
  );
}
