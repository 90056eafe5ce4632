import { SERVICES } from '@platform/contract';
import { Badge, Button, Card } from '@platform/shared-ui/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ServiceRequestModal } from '../service-request/service-request-modal';
import styles from './services-page.module.css';

/** /services: the six services with their tags, the service-request modal and a way to talk to us. */
export default function ServicesPage() {
  const [requesting, setRequesting] = useState(false);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Our Services</h1>
        <p>Delivered with AI, talent, tools and teams, on demand.</p>
        <div className={styles.actions}>
          <Button size="lg" onClick={() => setRequesting(true)}>
            Request a Service
          </Button>
          <Link to="/lets-talk" className={styles.chatLink}>
            Not sure what you need? Chat with us
          </Link>
        </div>
      </header>
      <ul className={styles.cards}>
        {SERVICES.map((service, index) => (
          <Card as="li" key={service.name} aria-labelledby={`service-${index}`}>
            <h2 id={`service-${index}`} className={styles.name}>
              {service.name}
            </h2>
            <p className={styles.summary}>{service.summary}</p>
            <ul className={styles.tags} aria-label={`${service.name} tags`}>
              {service.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="info">{tag}</Badge>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
      <ServiceRequestModal open={requesting} onClose={() => setRequesting(false)} />
    </div>
  );
}
