import {
  ApiError,
  Button,
  DEFAULT_ERROR_MESSAGE,
  Input,
  usePlatform,
  type LoginRequest,
  type LoginResponse,
} from '@platform/shared-ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styles from './login-page.module.css';
import { loginError } from './validate-login';

const formToast = { type: 'error', position: 'bottom-right' } as const;

export default function LoginPage() {
  const { api, auth, toast } = usePlatform();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const filled = email.trim() !== '' && password.trim() !== '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const screenWidth = window.innerWidth;
    const problem = loginError({ email, password, honeypot, screenWidth });
    if (problem) {
      toast(problem, formToast);
      return;
    }
    setSubmitting(true);
    try {
      const body: LoginRequest = { email: email.trim(), pwd: password.trim(), screen_width: screenWidth };
      const answer = await api.post<LoginResponse>('/api/login/', body, { auth: 'form' });
      auth.setToken(answer.access_token);
      const destination = answer.navigate_to || '/dashboard';
      navigate(destination, destination === '/verify-email' ? { state: { email: body.email } } : undefined);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE, formToast);
      setSubmitting(false);
    }
  }

  function continueWithGoogle() {
    window.location.assign('/api/google-login/');
  }

  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <Link to="/" className={styles.brand}>
          Platform
        </Link>
        <p className={styles.pitch}>
          Design, development and more, delivered with AI, talent, tools and teams.
        </p>
      </aside>
      <section className={styles.main}>
        <div className={styles.panel}>
          <div>
            <h1 className={styles.heading}>Welcome back</h1>
            <p className={styles.subheading}>Log in to follow your projects.</p>
          </div>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <Input
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Input
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div className={styles.honeypot} aria-hidden="true">
              <label>
                Website
                <input
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  value={honeypot}
                  onChange={(event) => setHoneypot(event.target.value)}
                />
              </label>
            </div>
            <Link to="/forgot-password" className={styles.forgot}>
              Forgot password?
            </Link>
            <Button type="submit" size="lg" block disabled={!filled} loading={submitting}>
              Login
            </Button>
          </form>
          <div className={styles.divider}>or</div>
          <Button variant="secondary" size="lg" block onClick={continueWithGoogle}>
            Continue with Google
          </Button>
          <p className={styles.register}>
            New here? <Link to="/register">Create an account</Link>
          </p>
        </div>
      </section>
    </div>
  );
}
