import { Link } from 'react-router-dom';
import './misc.css';

export default function NotFoundPage() {
  return (
    <main className="info-screen">
      <div className="info-panel">
        <section className="card" aria-labelledby="nf-title">
          <p className="info-code" aria-hidden="true">
            404
          </p>
          <h1 id="nf-title">404 Page Not Found</h1>
          <p className="muted">The page you're looking for doesn't exist or requires you to be signed in.</p>
          <div className="info-actions">
            <Link to="/" className="btn btn-primary">
              Go to Home
            </Link>
            {/* A full page load: /api/login is a server route that redirects to the sign-in screen. */}
            <a href="/api/login" className="btn btn-outline">
              Sign In
            </a>
          </div>
        </section>
      </div>
    </main>
  );
}
