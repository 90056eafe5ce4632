import { Badge, Button, ButtonLink, Card } from '@platform/shared-ui/core';
import { Suspense, useCallback, useState } from 'react';
import { HomeChat, useHeroLive, useServiceRequestModal } from './below-the-hero';
import styles from './home-page.module.css';
import { WORK_SAMPLES } from './work-samples';

const STEPS = [
  { title: 'Tell us what you need', text: 'Chat with the assistant or send a request in a few fields.' },
  { title: 'Get a project plan', text: 'The assistant turns the conversation into a project with a brief.' },
  { title: 'Follow it in your workspace', text: 'Team, tasks, files, reviews and billing in one place.' },
];

export default function HomePage() {
  const [requesting, setRequesting] = useState(false);
  const request = useServiceRequestModal(useCallback(() => setRequesting(true), []));
  useHeroLive();
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <Badge tone="primary">Beta</Badge>
          <h1 className={styles.title}>On-demand design and development services</h1>
          <p className={styles.lead}>
            Development, design, support, training, recruitment and on-demand printing, delivered with AI,
            talent, tools and teams.
          </p>
          <div className={styles.actions}>
            <Button
              size="lg"
              onPointerEnter={request.preload}
              onFocus={request.preload}
              onClick={request.open}
            >
              Let&apos;s Build Something Together
            </Button>
            <ButtonLink to="/pricing" variant="secondary" size="lg">
              See Pricing
            </ButtonLink>
            <ButtonLink to="/custom-quote" variant="ghost" size="lg">
              Get a Custom Quote
            </ButtonLink>
          </div>
        </div>
      </section>

      <Suspense fallback={<div className={styles.chatSlot} />}>
        <HomeChat />
      </Suspense>

      <section className={styles.section} aria-labelledby="how-it-works">
        <h2 id="how-it-works" className={styles.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.grid}>
          {STEPS.map((step, index) => (
            <Card as="li" key={step.title}>
              <span className={styles.step}>{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Card>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="work-samples">
        <h2 id="work-samples" className={styles.sectionTitle}>
          Work samples
        </h2>
        <ul className={styles.grid}>
          {WORK_SAMPLES.map((sample) => (
            <Card as="li" key={sample.title}>
              <Badge>{sample.service}</Badge>
              <h3 className={styles.sampleTitle}>{sample.title}</h3>
              <p>{sample.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="pricing-teaser">
        <Card className={styles.teaser}>
          <div>
            <h2 id="pricing-teaser">Plans in naira, from free</h2>
            <p>Start on Free Starter, pay as you go on Startup, or grow your team on Growth.</p>
          </div>
          <ButtonLink to="/pricing">View plans</ButtonLink>
        </Card>
      </section>

      {request.ServiceRequestModal && (
        <request.ServiceRequestModal open={requesting} onClose={() => setRequesting(false)} />
      )}
    </>
  );
}
